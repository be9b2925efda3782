import { expect, test } from 'vitest';
import { isOrderAlias } from '.';

test.each(['ord-2026-131', 'trx-3f9a1c0b2d4e', 'SI-QR-7f3a9c2e', 'a', 'x_1', 'A'.repeat(64)])(
  'the gateway’s alias %j can name an order',
  (alias) => {
    expect(isOrderAlias(alias)).toBe(true);
  },
);

test.each([
  '',
  '../Transaction/ord-2026-131',
  '..',
  'ord%00',
  'ord\u0000x',
  'ord-1/../../x',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'ord 131',
  '-ord',
  'ord-131?x=1',
  'ord-131#x',
  'ördér',
  'A'.repeat(65),
  'a'.repeat(2000),
  null,
  undefined,
  131,
])('%j names no order', (alias) => {
  expect(isOrderAlias(alias)).toBe(false);
});
