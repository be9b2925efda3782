import { catalogueQueries } from '@/api/catalogue';
import type { Query } from '@/api/serverData';

// What the catalogue's screens read on their first render, for the route table to start
// with the screen's chunk (app/routes.tsx): the same queries the screens read, so the
// screens find them under way.

/** /products: the tabs and their products, and for a customer what they buy again. */
export function productsReads(isAuthenticated: boolean): Query<unknown>[] {
  const reads: Query<unknown>[] = [catalogueQueries.categories, catalogueQueries.products];
  return isAuthenticated ? [...reads, catalogueQueries.top] : reads;
}

/** A product's page: the product with its units, and the products like it. */
export function productDetailReads(productCode: string): Query<unknown>[] {
  const code = productCode.trim();
  return code === '' ? [] : [catalogueQueries.detail(code), catalogueQueries.similar(code)];
}
