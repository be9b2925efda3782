import { expect, test } from 'vitest';
import { newIdempotencyKey } from './idempotencyKey';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('each key is a new v4 UUID', () => {
  const first = newIdempotencyKey();
  expect(first).toMatch(UUID_V4);
  expect(newIdempotencyKey()).not.toBe(first);
});

test('without crypto.randomUUID (plain http) the key is built from random bytes', () => {
  const insecure = {
    getRandomValues: (array: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(array),
  };
  const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey(insecure)));
  expect(keys.size).toBe(50);
  for (const key of keys) expect(key).toMatch(UUID_V4);
});

test('the fallback sets the version and variant bits whatever the bytes', () => {
  const allOnes = { getRandomValues: (array: Uint8Array<ArrayBuffer>) => array.fill(0xff) };
  expect(newIdempotencyKey(allOnes)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
});
