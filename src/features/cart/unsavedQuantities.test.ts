import { beforeEach, expect, test } from 'vitest';
import {
  forgetUnsavedQuantities,
  keepUnsavedQuantities,
  takeUnsavedQuantities,
} from './unsavedQuantities';

beforeEach(() => {
  sessionStorage.clear();
});

test('what is kept on leaving comes back once', () => {
  keepUnsavedQuantities(new Map([['crt-1', 4]]));
  expect(takeUnsavedQuantities()).toEqual(new Map([['crt-1', 4]]));
  expect(takeUnsavedQuantities()).toEqual(new Map());
});

test('leaving with nothing unsaved forgets what an earlier leave kept', () => {
  keepUnsavedQuantities(new Map([['crt-1', 4]]));
  keepUnsavedQuantities(new Map());
  expect(takeUnsavedQuantities()).toEqual(new Map());
});

test('forgetting drops what was kept', () => {
  keepUnsavedQuantities(new Map([['crt-1', 4]]));
  forgetUnsavedQuantities();
  expect(takeUnsavedQuantities()).toEqual(new Map());
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
  expect(takeUnsavedQuantities()).toEqual(new Map());
});
