import { formMessages, notIndonesian } from '@kit/formMessages';
import { aProduct } from '@kit/products';
import { describe, expect, test } from 'vitest';
import { addToCartSchema } from './addToCartForm';

// Issue 36, item 6: every text the add-to-cart form can show (tests/kit/formMessages.ts).

const drink = aProduct({
  code: 'BV-LATTE',
  category: { name: 'Minuman', alias: 'Beverages' },
  productVariances: [{ name: 'Suhu', alias: 'temp', details: [{ value: 'Panas' }] }],
});
const QUANTITIES = [0, 1.5, 100, Number.NaN];

describe('the texts the add-to-cart form can show', () => {
  test('for beans: the quantity and the grind level', () => {
    expect(
      formMessages(
        addToCartSchema(aProduct()),
        { quantity: 1, variances: {}, grindLevel: 'Kasar' },
        { quantity: QUANTITIES, grindLevel: ['', '  '] },
      ),
    ).toEqual(['Jumlah maksimal 99.', 'Jumlah minimal 1.', 'Pilih tingkat penggilingan.']);
  });

  test("for a drink: the quantity and each of its variances, by the variance's name", () => {
    expect(
      formMessages(
        addToCartSchema(drink),
        { quantity: 2, variances: { Suhu: 'Panas' }, grindLevel: '' },
        { quantity: QUANTITIES, variances: [{}, { Suhu: 'Dingin' }] },
      ),
    ).toEqual(['Jumlah maksimal 99.', 'Jumlah minimal 1.', 'Pilih suhu.']);
  });

  test('are Indonesian', () => {
    expect(notIndonesian(['Jumlah maksimal 99.', 'Jumlah minimal 1.', 'Pilih suhu.'])).toEqual([]);
  });
});
