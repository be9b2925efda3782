import { describe, expect, test } from 'vitest';
import { describeVariance, parseVarianceJSON, toVarianceJSON } from './line';

const iced = JSON.stringify([
  { name: 'Ukuran', details: [{ value: 'Regular' }] },
  { name: 'Gula', details: [{ value: 'Less' }] },
]);

describe('parseVarianceJSON', () => {
  test('reads the chosen variances of a drink', () => {
    expect(parseVarianceJSON(iced)).toEqual([
      { name: 'Ukuran', values: ['Regular'] },
      { name: 'Gula', values: ['Less'] },
    ]);
  });

  test.each([null, undefined, '', '   ', '[]', 'not json', '{"name":"Gula"}', '42', 'null'])(
    '%j has no variances',
    (text) => {
      expect(parseVarianceJSON(text)).toEqual([]);
    },
  );

  test('skips broken entries and values but keeps the readable ones', () => {
    const text = JSON.stringify([
      null,
      'Gula',
      { name: '', details: [{ value: 'x' }] },
      { name: 'Es', details: 'Normal' },
      { name: 'Topping', details: [{ value: 'Boba' }, { value: 3 }, {}, { value: ' ' }, null] },
      { name: ' Gula ', details: [{ value: ' Less ' }] },
      { name: 'Ukuran', details: [] },
    ]);
    expect(parseVarianceJSON(text)).toEqual([
      { name: 'Topping', values: ['Boba'] },
      { name: 'Gula', values: ['Less'] },
    ]);
  });
});

describe('toVarianceJSON', () => {
  test('writes what it read, in the cart line format', () => {
    expect(toVarianceJSON(parseVarianceJSON(iced))).toBe(iced);
  });

  test('no variances is an empty list', () => {
    expect(toVarianceJSON([])).toBe('[]');
  });
});

test('describeVariance names the variance and its values', () => {
  expect(describeVariance({ name: 'Gula', values: ['Less'] })).toBe('Gula: Less');
  expect(describeVariance({ name: 'Topping', values: ['Boba', 'Jelly'] })).toBe(
    'Topping: Boba, Jelly',
  );
});
