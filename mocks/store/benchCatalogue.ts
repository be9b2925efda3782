import { lineFigures } from '../domain/pricing';
import { makeLargeCatalogue } from '../seed';
import { SITI_ALIAS } from '../seed/customers';
import { grindOptions } from '../seed/options';
import { uomGroupByCode } from '../seed/uom';
import { db } from './collections';
import { newAlias } from './ids';
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

/**
 * `?mockCart=30`: fills the demo customer Siti's cart to that many lines (beans of every
 * unit in every grind), so `npm run bench` can time the cart with a long list. Idempotent:
 * lines already there count.
 */
export async function fillDemoCartFromQuery(search: string): Promise<number | null> {
  const wanted = Number(new URLSearchParams(search).get('mockCart'));
  if (!Number.isInteger(wanted) || wanted <= 0 || wanted > 99) return null;
  const customerAlias = SITI_ALIAS;
  const lines = () => db.cartLines.findMany((q) => q.where({ customerAlias }));
  const beans = db.products.findMany((q) =>
    q.where({ ownerAlias: null, category: { alias: 'Beans' } }),
  );
  for (const product of beans) {
    for (const { alternateUoM } of uomGroupByCode(product.uoMGroupCode)?.details ?? []) {
      for (const grind of grindOptions) {
        if (lines().length >= wanted) break;
        const taken = lines().some(
          (line) =>
            line.productCode === product.code &&
            line.uomCode === alternateUoM.code &&
            line.remarks === grind.name,
        );
        const figures = lineFigures(product, alternateUoM.code, 1);
        if (taken || !figures) continue;
        await db.cartLines.create({
          alias: newAlias('crt'),
          customerAlias,
          productCode: product.code,
          uomCode: alternateUoM.code,
          varianceJSON: '[]',
          remarks: grind.name,
          createdAt: Date.now(),
          quantity: 1,
          ...figures,
        });
      }
    }
  }
  await saveDatabase();
  return lines().length;
}
