import { describe, expect, test } from 'vitest';
import type { CartLine } from '@/api/cart';
import {
  blendComposition,
  blendOptions,
  cartSummary,
  describeComposition,
  isCustomBlend,
  lineChoices,
  lineImage,
  lineNames,
  withQuantity,
} from './cartLines';

const beans: CartLine = {
  alias: 'crt-1',
  product: { code: 'BN-GAYO-250', name: 'Kopi Gayo Wine', image: 'gayo.webp' },
  quantity: 2,
  uoM: { code: '250GR', name: '250 g' },
  price: 95_000,
  lineTotal: 190_000,
  weightInMg: 500_000,
  remarks: 'Sedang (V60 / Drip)',
  varianceJSON: '[]',
};

const drink: CartLine = {
  ...beans,
  alias: 'crt-2',
  product: { code: 'BV-KSGA', name: 'Es Kopi Susu Gula Aren', image: null },
  quantity: 1,
  uoM: { code: 'CUP', name: 'Cup' },
  price: 28_000,
  lineTotal: 28_000,
  weightInMg: 300_000,
  remarks: '',
  varianceJSON: JSON.stringify([
    { name: 'Ukuran', details: [{ value: 'Large' }] },
    { name: 'Gula', details: [{ value: 'Less' }] },
  ]),
};

const blend: CartLine = {
  ...beans,
  alias: 'crt-3',
  product: {
    code: 'CB-0001',
    name: 'Racikan Pagi',
    image: 'cb-0001.webp',
    productOptions: [
      { code: 'BN-GAYO-250', name: 'Kopi Gayo Wine', percentage: 50 },
      { code: 'BN-TORAJA', name: 'Toraja Sapan', percentage: 50 },
      { code: 'PK-BAG', name: 'Coffee Bag', optionCategory: '05' },
    ],
  },
  quantity: 1,
  remarks: null,
  varianceJSON: null,
};

test('cartSummary adds up total, weight and lines', () => {
  expect(cartSummary([beans, drink])).toEqual({ total: 218_000, weightMg: 800_000, count: 2 });
  expect(cartSummary([])).toEqual({ total: 0, weightMg: 0, count: 0 });
});

describe('withQuantity', () => {
  test('the total follows the price and the weight the unit weight', () => {
    expect(withQuantity(beans, 5)).toMatchObject({
      quantity: 5,
      lineTotal: 475_000,
      weightInMg: 1_250_000,
    });
  });

  test('the same quantity is the same line', () => {
    expect(withQuantity(beans, 2)).toBe(beans);
  });
});

describe('what a line says about its product', () => {
  test("a bean's grind level", () => {
    expect(lineChoices(beans)).toEqual(['Sedang (V60 / Drip)']);
  });

  test("a drink's variances", () => {
    expect(lineChoices(drink)).toEqual(['Ukuran: Large', 'Gula: Less']);
  });

  test('nothing chosen, or unreadable variances, say nothing', () => {
    expect(lineChoices({ remarks: '  ', varianceJSON: 'not json' })).toEqual([]);
    expect(lineChoices({ remarks: null, varianceJSON: null })).toEqual([]);
  });

  test("a blend's composition and what else it was made with", () => {
    expect(isCustomBlend(blend)).toBe(true);
    expect(isCustomBlend(beans)).toBe(false);
    expect(describeComposition(blendComposition(blend))).toBe(
      '50% Kopi Gayo Wine, 50% Toraja Sapan',
    );
    expect(blendOptions(blend)).toEqual(['Coffee Bag']);
    expect(blendComposition(beans)).toEqual([]);
  });

  test('the picture comes from the image host, or is the default one', () => {
    expect(lineImage(beans)).toBe('/images/Products/gayo.webp');
    expect(lineImage(drink)).not.toContain('/Products/');
  });
});

test('lineNames tells apart lines of the same product, and only those', () => {
  const coarse: CartLine = { ...beans, alias: 'crt-4', remarks: 'Kasar (French Press)' };
  expect(Object.fromEntries(lineNames([beans, drink, coarse]))).toEqual({
    'crt-1': 'Kopi Gayo Wine (250 g, Sedang (V60 / Drip))',
    'crt-2': 'Es Kopi Susu Gula Aren',
    'crt-4': 'Kopi Gayo Wine (250 g, Kasar (French Press))',
  });
});
