import type { Product } from '@/api/catalogue';
export type PriceSort = 'recommended' | 'cheapest' | 'priciest';

export interface ProductListQuery {
  categoryAlias: string;
  /** What the shopper typed in 'Cari produk'. */
  search: string;
  sort: PriceSort;
}

/** Lower case without accents, so 'kopi' finds 'Kopi' and 'cafe' finds 'Café'. */
function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The price a shopper pays without membership; a missing or broken one sorts last. */
function shelfPrice(product: Product): number {
  const price = product.nonMemberPrice;
  return Number.isFinite(price) && price > 0 ? price : Number.POSITIVE_INFINITY;
}

/**
 * The products of one tab: in the category, matching every word of the search in the name
 * or code, in the gateway's order or by price. Products without a price go last either way,
 * and equal prices keep the gateway's order.
 */
export function productsForTab(products: readonly Product[], query: ProductListQuery): Product[] {
  const words = searchable(query.search).split(/\s+/u).filter(Boolean);
  const matching = products.filter((product) => {
    if (product.category.alias !== query.categoryAlias) return false;
    if (words.length === 0) return true;
    const haystack = searchable(`${product.name} ${product.code}`);
    return words.every((word) => haystack.includes(word));
  });
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
