import type { Product } from '@/api/catalogue';
import { slugify } from '@/lib/text';
import {
  beanTypeOf,
  FLAVOURS,
  flavoursOf,
  originOf,
  PRICE_BANDS,
  priceBandOf,
} from './productFacts';
import { FACET_KEYS, type FacetKey, type Filters, type SortKey } from './searchAddress';
import type { Found } from './searchIndex';
import { searchTexts } from './searchTexts';

const texts = searchTexts;

/** A filter's value: its id in the address, what the shopper reads, how many results have it. */
export interface FacetValue {
  id: string;
  label: string;
  count: number;
}

type Named = { id: string; label: string };
type ProductFacets = Record<FacetKey, readonly Named[]>;

const named = (label: string | null): Named[] => (label ? [{ id: slugify(label), label }] : []);

const flavourLabel = (id: string) => texts.flavours[id as keyof typeof texts.flavours] ?? id;
const priceLabel = (id: string) => texts.prices[id as keyof typeof texts.prices] ?? id;

// A product's values are worked out once per product object, not on every keystroke.
const facetCache = new WeakMap<Product, ProductFacets>();

function facetsOf(product: Product): ProductFacets {
  const cached = facetCache.get(product);
  if (cached) return cached;
  const band = priceBandOf(product);
  const facets: ProductFacets = {
    kategori: named(product.category.name),
    jenis: named(beanTypeOf(product)),
    asal: named(originOf(product)),
    rasa: flavoursOf(product).map((id) => ({ id, label: flavourLabel(id) })),
    harga: band ? [{ id: band, label: priceLabel(band) }] : [],
  };
  facetCache.set(product, facets);
  return facets;
}

const has = (product: Product, key: FacetKey, id: string) =>
  facetsOf(product)[key].some((value) => value.id === id);

/** The results having every chosen value, but the one of `except` (its own counts). */
export function narrow(found: readonly Found[], filters: Filters, except?: FacetKey): Found[] {
  const chosen = FACET_KEYS.flatMap((key) => {
    const id = filters[key];
    return id && key !== except ? [[key, id] as const] : [];
  });
  if (chosen.length === 0) return [...found];
  return found.filter(({ product }) => chosen.every(([key, id]) => has(product, key, id)));
}

/** The order values are offered in: flavours and prices as the shop lists them, else A–Z. */
const ORDER: Partial<Record<FacetKey, readonly string[]>> = {
  rasa: FLAVOURS.map((flavour) => flavour.id),
  harga: PRICE_BANDS.map((band) => band.id),
};

/**
 * Each filter's values among the results, with their counts: the results narrowed by every
 * other filter's choice, so a count says what choosing the value would show.
 */
export function facetValues(found: readonly Found[], filters: Filters) {
  const values = {} as Record<FacetKey, FacetValue[]>;
  for (const key of FACET_KEYS) {
    const counts = new Map<string, FacetValue>();
    for (const { product } of narrow(found, filters, key)) {
      for (const { id, label } of facetsOf(product)[key]) {
        const value = counts.get(id) ?? { id, label, count: 0 };
        value.count += 1;
        counts.set(id, value);
      }
    }
    const order = ORDER[key];
    values[key] = [...counts.values()].sort((a, b) =>
      order ? order.indexOf(a.id) - order.indexOf(b.id) : a.label.localeCompare(b.label, 'id'),
    );
  }
  return values;
}

/** The chosen values the catalogue has: one it does not know (an old or edited link) is dropped. */
export function knownFilters(products: readonly Product[], filters: Filters): Filters {
  const known: Filters = {};
  for (const key of FACET_KEYS) {
    const id = filters[key];
    if (id && products.some((product) => has(product, key, id))) known[key] = id;
  }
  return known;
}

/** The price a shopper pays without membership; a missing one sorts last. */
const shelfPrice = ({ product }: Found) =>
  Number.isFinite(product.nonMemberPrice) && product.nonMemberPrice > 0
    ? product.nonMemberPrice
    : Number.POSITIVE_INFINITY;

/** The results in the chosen order; ties keep relevance, then the catalogue's order. */
export function sortFound(found: readonly Found[], sort: SortKey): Found[] {
  const list = [...found];
  if (sort === 'relevan') return list;
  if (sort === 'nama')
    return list.sort((a, b) => a.product.name.localeCompare(b.product.name, 'id'));
  const direction = sort === 'termurah' ? 1 : -1;
  return list.sort((a, b) => {
    const [pa, pb] = [shelfPrice(a), shelfPrice(b)];
    if (pa === pb) return 0;
    if (pa === Number.POSITIVE_INFINITY) return 1;
    if (pb === Number.POSITIVE_INFINITY) return -1;
    return (pa - pb) * direction;
  });
}
