import { db, type ProductRecord } from '../store/collections';

// A custom blend is its owner's (issue 11): to anyone else, signed in or not, it does not
// exist. Every read of a product by code goes through here, so a blend's code, price and
// picture answer 404 the same way an unknown code does and never tell that it exists.

/** Whether this viewer (a customer alias, or null for a guest) may see the product. */
function visibleTo(product: ProductRecord, viewer: string | null): boolean {
  return product.ownerAlias === null || product.ownerAlias === viewer;
}

/** The product with this code as the viewer may see it; undefined for another's blend. */
export function productSeenBy(code: string, viewer: string | null): ProductRecord | undefined {
  const product = db.products.findFirst((q) => q.where({ code }));
  return product && visibleTo(product, viewer) ? product : undefined;
}
