import { aProduct } from '@kit/products';
import { describe, expect, it } from 'vitest';
import { hasPrice, productsForTab } from './productList';

const beverages = { name: 'Minuman', alias: 'Beverages' };
const catalogue = [
  aProduct({ code: 'BN-1', name: 'Arabika Gayo', nonMemberPrice: 95_000 }),
  aProduct({
    code: 'BV-1',
    name: 'Kopi Susu Gula Aren',
    category: beverages,
    nonMemberPrice: 25_000,
  }),
  aProduct({ code: 'BN-2', name: 'Robusta Temanggung', nonMemberPrice: 70_000 }),
  aProduct({ code: 'BN-3', name: 'Arabika Kintamani', nonMemberPrice: 0 }),
  aProduct({ code: 'BN-4', name: 'Café Toraja Sapan', nonMemberPrice: 120_000 }),
  aProduct({ code: 'BN-5', name: 'Liberika Jambi', nonMemberPrice: 70_000 }),
];
const codes = (products: { code: string }[]) => products.map((p) => p.code);

describe('productsForTab', () => {
  it('lists the tab’s category in the gateway’s order', () => {
    const query = { categoryAlias: 'Beans', sort: 'recommended' } as const;
    expect(codes(productsForTab(catalogue, query))).toEqual([
      'BN-1',
      'BN-2',
      'BN-3',
      'BN-4',
      'BN-5',
    ]);
  });

  it('sorts by the non-member price, keeping the gateway’s order for equal prices', () => {
    const sorted = (sort: 'cheapest' | 'priciest') =>
      codes(productsForTab(catalogue, { categoryAlias: 'Beans', sort }));
    expect(sorted('cheapest')).toEqual(['BN-2', 'BN-5', 'BN-1', 'BN-4', 'BN-3']);
    expect(sorted('priciest')).toEqual(['BN-4', 'BN-1', 'BN-2', 'BN-5', 'BN-3']);
  });

  it('gives an empty list for a category without products', () => {
    const query = { categoryAlias: 'Drips', sort: 'cheapest' } as const;
    expect(productsForTab(catalogue, query)).toEqual([]);
  });
});

describe('hasPrice', () => {
  it('accepts only finite amounts above zero', () => {
    expect(hasPrice(1)).toBe(true);
    for (const value of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) {
      expect(hasPrice(value)).toBe(false);
    }
  });
});
