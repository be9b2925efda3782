import { makeLargeCatalogue } from '../seed';
import { db } from './collections';
import { saveDatabase } from './persistence';
import { createProduct } from './seed';

/**
 * `?mockCatalogue=1000`: grows the catalogue to that many products with generated ones, so
 * anyone (and `npm run bench`) can see the products page with the spec's 1000-item page.
 * Idempotent: products already there count.
 */
export async function growCatalogueFromQuery(search: string): Promise<number | null> {
  const wanted = Number(new URLSearchParams(search).get('mockCatalogue'));
  if (!Number.isInteger(wanted) || wanted <= 0 || wanted > 5000) return null;
  let count = db.products.findMany((q) => q.where({ ownerAlias: null })).length;
  // Generated codes are deterministic, so a second visit adds only what is still missing.
  for (const product of makeLargeCatalogue(wanted)) {
    if (count >= wanted) break;
    if (db.products.findFirst((q) => q.where({ code: product.code }))) continue;
    await createProduct(product, count++);
  }
  await saveDatabase();
  return count;
}
