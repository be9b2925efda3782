import { expect, test } from 'vitest';
import type { CartLine } from './calls';
import { cartGrewSince } from './lookup';

const line = (alias: string, quantity: number) => ({ alias, quantity }) as CartLine;

test('a cart grew when a line is new or holds more, not when it holds the same or less', () => {
  const before = [line('a', 1), line('b', 2)];
  expect(cartGrewSince(before, [line('a', 1), line('b', 2)])).toBe(false);
  expect(cartGrewSince(before, [line('a', 1)])).toBe(false);
  expect(cartGrewSince(before, [line('a', 2), line('b', 2)])).toBe(true);
  expect(cartGrewSince(before, [line('a', 1), line('b', 2), line('c', 1)])).toBe(true);
});
