import { ApiError } from '@/api/errors';
import type { Product } from '@/api/models';
import { fetchServerData, type Query, type Store, useServerData } from '@/api/serverData';
import type { UnitOfMeasure } from '../cartLine';

export interface ProductDetail {
  product: Product;
  /** The units it is sold in, the default first; empty when its group has none. */
  units: UnitOfMeasure[];
}

/** The units of a group, cached: reloading the product (after an add) does not ask again. */
async function loadUnits(groupCode: string, store: Store): Promise<UnitOfMeasure[]> {
  const { catalogueQueries } = await import('@/api/catalogue');
  try {
    const group = await fetchServerData(store, catalogueQueries.uoMGroup(groupCode));
    return group.details;
  } catch (cause) {
    // A product whose unit group is missing can still be looked at; it just cannot be
    // bought, which the form says. Any other failure is the screen's error state.
    if (cause instanceof ApiError && cause.status === 404) return [];
    throw cause;
  }
}

/** The detail page's product (SPEC §4: it reloads after an add to cart, by this key). */
export const productDetailQuery = (code: string): Query<ProductDetail> => ({
  key: `catalogue:product:${code}`,
  // The api module loads with the first read: the page renders its skeleton without it.
  load: async (signal, store) => {
    const { getProduct } = await import('@/api/catalogue');
    const product = await getProduct(code, { signal, errorDisplay: 'caller' });
    const units = product.uoMGroup.code ? await loadUnits(product.uoMGroup.code, store) : [];
    return { product, units };
  },
});

/** The product of the detail page with the units it is sold in; the page shows failures. */
export function useProductDetail(code: string) {
  return useServerData(productDetailQuery(code));
}

/** A gateway 404 for the product: the code in the address names nothing the shop sells. */
export function isProductMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
