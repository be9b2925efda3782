// Products as the gateway sends them, for the tests and stories of any screen that shows or
// reports one (the catalogue's, analytics').
import type { Product, UnitOfMeasure, UnitPrice } from '@/api/catalogue';

/** A product as the gateway sends it, with only what a test cares about changed. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    code: 'BN-GAYO-250',
    name: 'Arabika Gayo Wine Process',
    category: { name: 'Biji Kopi', alias: 'Beans' },
    sellPrice: 95_000,
    nonMemberPrice: 95_000,
    memberPrice: 89_000,
    basePrice: 380,
    details: [{ fileName: 'BN-GAYO-250-1.svg', imageUrl: '/images/Products/BN-GAYO-250-1.svg' }],
    remarks: '<p>Notes of red wine.</p>',
    uoMGroup: { code: 'BEAN-GR' },
    productVariances: [],
    ...overrides,
  };
}

const BEAN_NAMES = ['Gayo', 'Toraja', 'Kintamani', 'Flores', 'Preanger', 'Mandailing', 'Wamena'];

/** `count` distinct products spread over the three shown categories, for long-list checks. */
export function manyProducts(count: number): Product[] {
  const categories = [
    { name: 'Minuman', alias: 'Beverages' },
    { name: 'Drip Bag', alias: 'Drips' },
    { name: 'Biji Kopi', alias: 'Beans' },
  ];
  return Array.from({ length: count }, (_, index) => {
    const price = 20_000 + ((index * 7_919) % 120) * 1_000;
    return aProduct({
      code: `BULK-${String(index + 1).padStart(4, '0')}`,
      name: `${BEAN_NAMES[index % BEAN_NAMES.length]} No. ${index + 1}`,
      category: categories[index % categories.length] ?? { name: 'Biji Kopi', alias: 'Beans' },
      sellPrice: price,
      nonMemberPrice: price,
      memberPrice: price,
      details: [],
    });
  });
}

/** A unit a product is sold in (a pack of `baseQuantity` grams), as the gateway sends it. */
export function aUnit(code: string, name: string, baseQuantity: number): UnitOfMeasure {
  return { alternateUoM: { code, name }, baseUoM: { code: 'GR', name: 'Gram' }, baseQuantity };
}

/** A unit's checked price: `sellPrice` for anyone and for members. */
export function aUnitPrice(sellPrice: number): UnitPrice {
  return { sellPrice, memberPrice: sellPrice, basePrice: sellPrice / 250 };
}

/** What '+ Keranjang' opens on with a bean: the product, its two packs, the first chosen. */
export function beansToAdd() {
  return {
    product: aProduct(),
    units: [aUnit('250GR', '250 g', 250), aUnit('500GR', '500 g', 500)],
    unitCode: '250GR',
  };
}
