// The search as the address carries it (/products?q=gayo&asal=gayo&urut=termurah): what the
// shopper typed, one value per filter and the order, so a search reloads, is shared and
// comes back with Back and Forward. Values are read as they are; which filter values the
// catalogue knows is the filters' to say (facets.ts): an unknown one is ignored there.

export const FACET_KEYS = ['kategori', 'jenis', 'asal', 'rasa', 'harga'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];
export type Filters = Partial<Record<FacetKey, string>>;

export const SORT_KEYS = ['relevan', 'termurah', 'termahal', 'nama'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface SearchState {
  /** As typed: spaces, markup and emoji included. */
  q: string;
  filters: Filters;
  sort: SortKey;
}

const QUERY = 'q';
const SORT = 'urut';

const isSortKey = (value: string | null): value is SortKey =>
  (SORT_KEYS as readonly (string | null)[]).includes(value);

/** The search in an address's query string (with or without its '?'). */
export function readSearch(search: string): SearchState {
  const params = new URLSearchParams(search);
  const filters: Filters = {};
  for (const key of FACET_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const sort = params.get(SORT);
  return { q: params.get(QUERY) ?? '', filters, sort: isSortKey(sort) ? sort : 'relevan' };
}

/** Whether the address is a search (a query, a filter or an order), not the plain catalogue. */
export function isSearchAddress(search: string): boolean {
  const params = new URLSearchParams(search);
  return [QUERY, SORT, ...FACET_KEYS].some((key) => params.get(key));
}

/** The query string of a search ('' for none): the query first, then filters, then order. */
export function searchString({ q, filters, sort }: SearchState): string {
  const params = new URLSearchParams();
  if (q) params.set(QUERY, q);
  for (const key of FACET_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (sort !== 'relevan') params.set(SORT, sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}
