import { expect, test } from 'vitest';
import { looksPersonal } from './searchTerm';

test('a phone number, however written, looks personal', () => {
  for (const term of ['081234567890', '+62 812-3456-7890', '0812 3456 789', '(021) 555 1234']) {
    expect(looksPersonal(term)).toBe(true);
  }
});

test('an e-mail address looks personal', () => {
  expect(looksPersonal('siti@example.com')).toBe(true);
  expect(looksPersonal('kirim ke budi@kopi')).toBe(true);
});

test("a coffee's words, codes, sizes and prices do not", () => {
  for (const term of [
    'gayo',
    'BN-GAYO-250',
    'v60 250 gr',
    'drip 5',
    'harga 100000',
    '@',
    'kopi @ rumah',
  ]) {
    expect(looksPersonal(term)).toBe(false);
  }
});
