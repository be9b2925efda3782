import type { Product } from '@/api/catalogue';

// What the search and its filters know of a product beyond its name: its bean type and origin
// (the options a bean carries) and the flavour of that origin, in a shopper's words.

/** Option categories compare as numbers: the gateway says both '2' and '02'. */
const isOptionCategory = (category: string | undefined, code: number) =>
  category !== undefined && /^\d+$/u.test(category) && Number(category) === code;

const BEAN_TYPE = 1;
const ORIGIN = 2;

type Option = NonNullable<Product['productOptions']>[number];

function optionOf(product: Product, category: number): Option | undefined {
  return product.productOptions?.find((option) =>
    isOptionCategory(option.optionCategory, category),
  );
}

/** The bean type's name ('Arabika'), when the product carries one. */
export function beanTypeOf(product: Product): string | null {
  return optionOf(product, BEAN_TYPE)?.name.trim() || null;
}

/** The origin's name ('Gayo'), when the product carries one. */
export function originOf(product: Product): string | null {
  return optionOf(product, ORIGIN)?.name.trim() || null;
}

/** A flavour a shopper asks for, from the origin's cupping levels (1..5 each). */
export const FLAVOURS = [
  { id: 'body-tebal', holds: ({ body }) => body >= 4 },
  { id: 'body-ringan', holds: ({ body }) => body <= 2 },
  { id: 'asam-segar', holds: ({ acidity }) => acidity >= 4 },
  { id: 'asam-rendah', holds: ({ acidity }) => acidity <= 2 },
  { id: 'manis', holds: ({ sweetness }) => sweetness >= 4 },
  { id: 'pahit-kuat', holds: ({ bitterness }) => bitterness >= 4 },
  { id: 'pahit-ringan', holds: ({ bitterness }) => bitterness <= 2 },
] as const satisfies readonly {
  id: string;
  holds: (flavour: NonNullable<Option['flavour']>) => boolean;
}[];

export type FlavourId = (typeof FLAVOURS)[number]['id'];

/** The flavours the product's origin has ('asam-segar', 'manis'), none without an origin. */
export function flavoursOf(product: Product): FlavourId[] {
  const flavour = optionOf(product, ORIGIN)?.flavour;
  return flavour ? FLAVOURS.filter((f) => f.holds(flavour)).map((f) => f.id) : [];
}

/** Price bands, by the price without membership (IDR, upper bound included). */
export const PRICE_BANDS = [
  { id: 'sampai-50rb', below: 50_000 },
  { id: '50rb-100rb', below: 100_000 },
  { id: 'di-atas-100rb', below: Number.POSITIVE_INFINITY },
] as const;

export type PriceBandId = (typeof PRICE_BANDS)[number]['id'];

/** The band of the product's price; none for a product without a price. */
export function priceBandOf(product: Product): PriceBandId | null {
  const price = product.nonMemberPrice;
  if (!Number.isFinite(price) || price <= 0) return null;
  return PRICE_BANDS.find((band) => price <= band.below)?.id ?? null;
}
