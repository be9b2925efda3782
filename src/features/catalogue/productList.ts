import type { Product } from '@/api/catalogue';
export type PriceSort = 'recommended' | 'cheapest' | 'priciest';

export interface ProductListQuery {
  categoryAlias: string;
  sort: PriceSort;
}

/** The price a shopper pays without membership; a missing or broken one sorts last. */
function shelfPrice(product: Product): number {
  const price = product.nonMemberPrice;
  return Number.isFinite(price) && price > 0 ? price : Number.POSITIVE_INFINITY;
}

/**
 * The products of one tab: in the category, in the gateway's order or by price. Products
 * without a price go last either way, and equal prices keep the gateway's order.
 */
export function productsForTab(products: readonly Product[], query: ProductListQuery): Product[] {
  const matching = products.filter((product) => product.category.alias === query.categoryAlias);
  if (query.sort === 'recommended') return matching;
  const direction = query.sort === 'cheapest' ? 1 : -1;
  return matching
    .map((product, index) => ({ product, index, price: shelfPrice(product) }))
    .sort((a, b) => {
      const aMissing = a.price === Number.POSITIVE_INFINITY;
      const bMissing = b.price === Number.POSITIVE_INFINITY;
      if (aMissing !== bMissing) return aMissing ? 1 : -1;
      return aMissing ? a.index - b.index : (a.price - b.price) * direction || a.index - b.index;
    })
    .map(({ product }) => product);
}

/** A price that can be shown and charged: a finite amount above zero. */
export function hasPrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price > 0;
}
