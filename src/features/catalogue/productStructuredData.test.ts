import { aProduct } from '@kit/products';
import { describe, expect, test } from 'vitest';
import type { UnitOfMeasure } from '@/api/catalogue';
import { productPageStructuredData } from './productStructuredData';

const grams: UnitOfMeasure = {
  alternateUoM: { code: '250GR', name: '250 g' },
  baseUoM: { code: 'GR', name: 'Gram' },
  baseQuantity: 250,
};

type Graph = { '@graph': [Record<string, unknown>] };
const offersOf = (data: object) => (data as Graph)['@graph'][0].offers;

describe('a product page’s offer, from what the gateway says', () => {
  test('the default unit at the product’s price, in stock, the description as text', () => {
    const data = productPageStructuredData({ product: aProduct(), units: [grams] }) as Graph;
    expect(data['@graph'][0]).toMatchObject({
      description: 'Notes of red wine.',
      sku: 'BN-GAYO-250',
      offers: [
        {
          price: 95_000,
          availability: 'https://schema.org/InStock',
          eligibleQuantity: { unitText: '250 g' },
        },
      ],
    });
  });

  test('without units it cannot be bought, no longer sold it is discontinued', () => {
    expect(offersOf(productPageStructuredData({ product: aProduct(), units: [] }))).toEqual([
      expect.objectContaining({ availability: 'https://schema.org/OutOfStock' }),
    ]);
    const retired = aProduct({ isInActive: true });
    expect(offersOf(productPageStructuredData({ product: retired, units: [grams] }))).toEqual([
      expect.objectContaining({ availability: 'https://schema.org/Discontinued' }),
    ]);
  });

  test('without a price it offers nothing', () => {
    const unpriced = aProduct({ sellPrice: 0 });
    expect(offersOf(productPageStructuredData({ product: unpriced, units: [grams] }))).toEqual([]);
  });
});
