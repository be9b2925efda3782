import { aProduct } from '@kit/products';
import { describe, expect, it } from 'vitest';
import {
  addToCartSchema,
  chosenVariances,
  defaultAddToCartValues,
  purchaseKind,
} from './addToCartForm';
import { unitByCode } from './units';

const drink = aProduct({
  code: 'BV-KSGA',
  name: 'Kopi Susu Gula Aren',
  category: { name: 'Minuman', alias: 'Beverages' },
  productVariances: [
    { name: 'Ukuran', alias: 'ukuran', details: [{ value: 'Regular' }, { value: 'Large' }] },
    { name: 'Gula', alias: 'gula', details: [{ value: 'Normal' }, { value: 'Less' }] },
    { name: 'Topping', alias: 'topping', details: [] },
  ],
});
const beans = aProduct();
const drip = aProduct({ category: { name: 'Drip Bag', alias: 'Drips' } });

describe('purchaseKind', () => {
  it('follows the category alias, plain quantity and unit for anything else', () => {
    expect(purchaseKind(drink)).toBe('beverage');
    expect(purchaseKind(beans)).toBe('beans');
    expect(purchaseKind(drip)).toBe('drip');
    expect(purchaseKind(aProduct({ category: { name: 'X', alias: 'Merchandise' } }))).toBe('drip');
  });
});

describe('defaultAddToCartValues', () => {
  it('starts at quantity 1 with each variance at its first value', () => {
    expect(defaultAddToCartValues(drink)).toEqual({
      quantity: 1,
      variances: { Ukuran: 'Regular', Gula: 'Normal' },
      grindLevel: '',
    });
    expect(defaultAddToCartValues(beans)).toEqual({ quantity: 1, variances: {}, grindLevel: '' });
  });
});

describe('addToCartSchema', () => {
  it('accepts the defaults of a drink and a drip bag', () => {
    expect(addToCartSchema(drink).safeParse(defaultAddToCartValues(drink)).success).toBe(true);
    expect(addToCartSchema(drip).safeParse(defaultAddToCartValues(drip)).success).toBe(true);
  });

  it('asks beans for a grind level', () => {
    const result = addToCartSchema(beans).safeParse(defaultAddToCartValues(beans));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['grindLevel'],
      message: 'Pilih tingkat penggilingan.',
    });
    const chosen = { ...defaultAddToCartValues(beans), grindLevel: 'Halus (Espresso)' };
    expect(addToCartSchema(beans).safeParse(chosen).success).toBe(true);
  });

  it('refuses a variance value the drink does not offer', () => {
    const values = { quantity: 1, variances: { Ukuran: 'Jumbo', Gula: 'Less' }, grindLevel: '' };
    const result = addToCartSchema(drink).safeParse(values);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['variances', 'Ukuran']]);
  });

  it('refuses quantities below 1, fractions and more than 99', () => {
    for (const quantity of [0, -2, 1.5, Number.NaN, 100]) {
      const values = { ...defaultAddToCartValues(drip), quantity };
      expect(addToCartSchema(drip).safeParse(values).success).toBe(false);
    }
  });
});

describe('chosenVariances', () => {
  it('lists the drink’s choices in the product’s order', () => {
    const values = { quantity: 1, variances: { Gula: 'Less', Ukuran: 'Large' }, grindLevel: '' };
    expect(chosenVariances(drink, values)).toEqual([
      { name: 'Ukuran', values: ['Large'] },
      { name: 'Gula', values: ['Less'] },
    ]);
  });

  it('is empty for products other than drinks', () => {
    expect(
      chosenVariances(beans, { quantity: 1, variances: { Gula: 'Less' }, grindLevel: '' }),
    ).toEqual([]);
  });
});

describe('unitByCode', () => {
  const units = [
    { alternateUoM: { code: '250GR' }, baseUoM: { code: 'GR' }, baseQuantity: 250 },
    { alternateUoM: { code: '1KG' }, baseUoM: { code: 'GR' }, baseQuantity: 1000 },
  ];

  it('finds the unit, or falls back to the first, or to none for an empty group', () => {
    expect(unitByCode(units, '1KG')?.baseQuantity).toBe(1000);
    expect(unitByCode(units, null)?.baseQuantity).toBe(250);
    expect(unitByCode(units, 'CUP')?.baseQuantity).toBe(250);
    expect(unitByCode([], '1KG')).toBeNull();
  });
});
