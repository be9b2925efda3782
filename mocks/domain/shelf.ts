import { productByCode, products as seedProducts } from '../seed/products';
import type { SeedProduct } from '../seed/types';
import { db, type ProductRecord } from '../store/collections';

// What the shop's staff change on the shelf between two visits of a shopper: a product's
// price, or whether it is sold at all. Carts keep the price a line was added at, so a change
// shows at the next price validation ('Terdapat perubahan harga!'). Every change is against
// the seed's product, so it can be undone exactly.

/** The categories the storefront shows (SPEC.md §1); the others never reach a cart. */
const SHOWN_CATEGORIES = new Set(['Beverages', 'Drips', 'Beans']);

/** A shelf price: whole rupiah, at least Rp 500, at most Rp 10.000.000. */
const MIN_SHELF_PRICE = 500;
const MAX_SHELF_PRICE = 10_000_000;

export interface ShelfProduct {
  code: string;
  name: string;
  sellPrice: number;
  /** The price the seed gave it, to go back to. */
  seedPrice: number;
  isForSale: boolean;
}

/** A product of the shop's catalogue as stored now, and as the seed made it. */
function onTheShelf(code: string): { product: ProductRecord; seeded: SeedProduct } {
  const product = db.products.findFirst((q) => q.where({ code }));
  const seeded = productByCode(code);
  if (!product || !seeded || !SHOWN_CATEGORIES.has(seeded.category.alias)) {
    throw new Error(`Produk ${code} tidak ada di katalog toko.`);
  }
  return { product, seeded };
}

/** The shop's own products as they are now, in the catalogue's order. */
export function shelfProducts(): ShelfProduct[] {
  return seedProducts
    .filter((seeded) => SHOWN_CATEGORIES.has(seeded.category.alias))
    .flatMap((seeded) => {
      const product = db.products.findFirst((q) => q.where({ code: seeded.code }));
      if (!product) return [];
      return [
        {
          code: product.code,
          name: product.name,
          sellPrice: product.sellPrice,
          seedPrice: seeded.sellPrice,
          isForSale: product.isSalesItem,
        },
      ];
    });
}

function roundToShelfPrice(amount: number): number {
  return Math.max(MIN_SHELF_PRICE, Math.round(amount / 500) * 500);
}

/**
 * A new price for the default unit. The other units follow (they are priced from it), the
 * member price keeps the seed's discount, and the per-gram base price scales with it.
 */
export async function changeShelfPrice(code: string, price: number): Promise<void> {
  if (!Number.isInteger(price) || price < MIN_SHELF_PRICE || price > MAX_SHELF_PRICE) {
    throw new Error(
      `Harga harus bilangan bulat antara ${MIN_SHELF_PRICE} dan ${MAX_SHELF_PRICE} rupiah.`,
    );
  }
  const { product, seeded } = onTheShelf(code);
  const ratio = price / seeded.sellPrice;
  await db.products.update(product, {
    data(draft) {
      draft.sellPrice = price;
      draft.nonMemberPrice = price;
      draft.memberPrice = Math.min(price, roundToShelfPrice(seeded.memberPrice * ratio));
      draft.basePrice = seeded.basePrice * ratio;
    },
  });
}

/** A product stops being sold (it leaves the lists, cannot be added) or is sold again. */
export async function setForSale(code: string, isForSale: boolean): Promise<void> {
  await db.products.update(onTheShelf(code).product, {
    data(draft) {
      draft.isSalesItem = isForSale;
    },
  });
}

/** Back to the seed's prices, and on sale. */
export async function restoreShelfProduct(code: string): Promise<void> {
  const { product, seeded } = onTheShelf(code);
  await db.products.update(product, {
    data(draft) {
      draft.sellPrice = seeded.sellPrice;
      draft.nonMemberPrice = seeded.nonMemberPrice;
      draft.memberPrice = seeded.memberPrice;
      draft.basePrice = seeded.basePrice;
      draft.isSalesItem = true;
    },
  });
}
