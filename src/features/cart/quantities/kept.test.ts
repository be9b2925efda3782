import { beforeEach, expect, test } from 'vitest';
import { forgetKeptQuantities, keepQuantities, takeKeptQuantities } from './kept';

beforeEach(() => {
  sessionStorage.clear();
});

test('what is kept on leaving comes back once, with what the gateway held', () => {
  keepQuantities(
    new Map([
      ['crt-1', { quantity: 4, base: 2 }],
      ['crt-2', { quantity: 7, base: 1, sending: 5 }],
    ]),
  );
  expect(takeKeptQuantities()).toEqual(
    new Map([
      ['crt-1', { quantity: 4, base: 2 }],
      ['crt-2', { quantity: 7, base: 1, sending: 5 }],
    ]),
  );
  expect(takeKeptQuantities()).toEqual(new Map());
});

test('leaving with nothing unsaved forgets what an earlier leave kept', () => {
  keepQuantities(new Map([['crt-1', { quantity: 4, base: 2 }]]));
  keepQuantities(new Map());
  expect(takeKeptQuantities()).toEqual(new Map());
});

test('forgetting drops what was kept', () => {
  keepQuantities(new Map([['crt-1', { quantity: 4, base: 2 }]]));
  forgetKeptQuantities();
  expect(takeKeptQuantities()).toEqual(new Map());
});

test.each([
  '{"crt-1": {"quantity": 0, "base": 1}}',
  '{"crt-1": {"quantity": 100, "base": 1}}',
  '{"crt-1": {"quantity": 2.5, "base": 1}}',
  '{"crt-1": {"quantity": "4", "base": 1}}',
  '{"crt-1": {"quantity": 4, "base": "1"}}',
  '{"crt-1": {"quantity": 4, "base": 1, "sending": null}}',
  '{"crt-1": null}',
  '[4]',
  'not json',
])('a stored value that is not a kept cart quantity (%s) is ignored', (stored) => {
  sessionStorage.setItem('cartUnsavedQuantities', stored);
  expect(takeKeptQuantities()).toEqual(new Map());
});

test('a quantity kept the old way, without the base, is dropped: nobody can tell whether the gateway changed since', () => {
  sessionStorage.setItem('cartUnsavedQuantities', '{"crt-1": 4, "crt-2": 3}');
  expect(takeKeptQuantities()).toEqual(new Map());
  expect(sessionStorage.getItem('cartUnsavedQuantities')).toBeNull();
});

test('one entry of another shape does not drop the others', () => {
  sessionStorage.setItem(
    'cartUnsavedQuantities',
    '{"crt-1": 4, "crt-2": {"quantity": 3, "base": 1}}',
  );
  expect(takeKeptQuantities()).toEqual(new Map([['crt-2', { quantity: 3, base: 1 }]]));
});
