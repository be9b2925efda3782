import { beforeEach, expect, test } from 'vitest';
import { forgetKeptQuantities, keepQuantities, takeKeptQuantities } from './kept';

beforeEach(() => {
  sessionStorage.clear();
});

test('what is kept on leaving comes back once', () => {
  keepQuantities(new Map([['crt-1', 4]]));
  expect(takeKeptQuantities()).toEqual(new Map([['crt-1', 4]]));
  expect(takeKeptQuantities()).toEqual(new Map());
});

test('leaving with nothing unsaved forgets what an earlier leave kept', () => {
  keepQuantities(new Map([['crt-1', 4]]));
  keepQuantities(new Map());
  expect(takeKeptQuantities()).toEqual(new Map());
});

test('forgetting drops what was kept', () => {
  keepQuantities(new Map([['crt-1', 4]]));
  forgetKeptQuantities();
  expect(takeKeptQuantities()).toEqual(new Map());
});

test.each([
  '{"crt-1": 0}',
  '{"crt-1": 100}',
  '{"crt-1": 2.5}',
  '{"crt-1": "4"}',
  '[4]',
  'not json',
])('a stored value that is not a cart quantity (%s) is ignored', (stored) => {
  sessionStorage.setItem('cartUnsavedQuantities', stored);
  expect(takeKeptQuantities()).toEqual(new Map());
});
