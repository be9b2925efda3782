import { blendLine, gayoLine, kopiSusuLine } from '@kit/cartLines';
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
  lineOptions,
  withQuantity,
} from './cartLines';

test('cartSummary adds up total, weight and lines', () => {
  expect(cartSummary([gayoLine, kopiSusuLine])).toEqual({
    total: 275_000,
    weightMg: 1_000_000,
    count: 2,
  });
  expect(cartSummary([])).toEqual({ total: 0, weightMg: 0, count: 0 });
});

describe('withQuantity', () => {
  test('the total follows the price and the weight the unit weight', () => {
    expect(withQuantity(gayoLine, 5)).toMatchObject({
      quantity: 5,
      lineTotal: 625_000,
      weightInMg: 1_375_000,
    });
  });

  test('the same quantity is the same line', () => {
    expect(withQuantity(gayoLine, 2)).toBe(gayoLine);
  });
});

describe('what a line says about its product', () => {
  test("a bean's grind level", () => {
    expect(lineChoices(gayoLine)).toEqual(['Sedang (V60 / Drip)']);
  });

  test("a drink's variances", () => {
    expect(lineChoices(kopiSusuLine)).toEqual(['Ukuran: Large', 'Gula: Less', 'Es: Normal']);
  });

  test('nothing chosen, or unreadable variances, say nothing', () => {
    expect(lineChoices({ remarks: '  ', varianceJSON: 'not json' })).toEqual([]);
    expect(lineChoices({ remarks: null, varianceJSON: null })).toEqual([]);
  });

  test("a blend's composition and what else it was made with", () => {
    expect(isCustomBlend(blendLine)).toBe(true);
    expect(isCustomBlend(gayoLine)).toBe(false);
    expect(describeComposition(blendComposition(blendLine))).toBe(
      '50% Arabika Gayo Full Wash, 25% Arabika Toraja Sapan, 25% Robusta Temanggung',
    );
    expect(blendOptions(blendLine)).toEqual(['Coffee Bag']);
    expect(blendComposition(gayoLine)).toEqual([]);
  });

  test("a blend's grind level, in its remarks and among its options, is named once", () => {
    const grind = { code: 'GR-HALUS', name: 'Halus (Espresso)', optionCategory: '04' };
    const ordered = {
      ...blendLine,
      remarks: grind.name,
      product: {
        ...blendLine.product,
        productOptions: [...(blendLine.product.productOptions ?? []), grind],
      },
    };
    expect(lineOptions(ordered)).toEqual(['Halus (Espresso)', 'Coffee Bag']);
    expect(lineOptions(kopiSusuLine)).toEqual(['Ukuran: Large', 'Gula: Less', 'Es: Normal']);
  });

  test('the picture comes from the image host, or is the default one', () => {
    expect(lineImage(gayoLine)).toBe('/images/Products/BN-GAYO-250-1.svg');
    const pictureless = { ...kopiSusuLine, product: { ...kopiSusuLine.product, image: null } };
    expect(lineImage(pictureless)).not.toContain('/Products/');
  });
});

test('lineNames tells apart lines of the same product, and only those', () => {
  const coarse: CartLine = { ...gayoLine, alias: 'crt-4', remarks: 'Kasar (French Press)' };
  expect(Object.fromEntries(lineNames([gayoLine, kopiSusuLine, coarse]))).toEqual({
    'crt-siti-1': 'Arabika Gayo Full Wash (250 g, Sedang (V60 / Drip))',
    'crt-siti-2': 'Kopi Susu Gula Aren',
    'crt-4': 'Arabika Gayo Full Wash (250 g, Kasar (French Press))',
  });
});
