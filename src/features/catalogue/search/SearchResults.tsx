import { useCallback, useDeferredValue, useMemo } from 'react';
import type { Category, Product } from '@/api/catalogue';
import { usePageTitle } from '@/lib/pageTitle';
import { truncate } from '@/lib/text';
import { cx, layout, mediaQueries, Select, useMediaQuery } from '@/ui';
import { ProductGrid } from '../parts/ProductGrid';
import { facetValues, knownFilters, narrow, sortFound } from './facets';
import { NoResults } from './NoResults';
import { FilterSheet, SearchFilters } from './SearchFilters';
import styles from './SearchResults.module.css';
import { type Filters, SORT_KEYS, type SortKey } from './searchAddress';
import { buildSearchIndex, type SearchIndex, searchProducts } from './searchIndex';
import { searchTexts } from './searchTexts';
import { useMeasuredSearch } from './useMeasuredSearch';
import { useSearchAddress } from './useSearchAddress';

const texts = searchTexts;

const SORT_OPTIONS = SORT_KEYS.map((id) => ({ id, label: texts.sorts[id] }));
const isSortKey = (key: unknown): key is SortKey => SORT_KEYS.some((sort) => sort === key);

// The index of a catalogue read, kept while that read is: built once, however often the
// results are shown and left. Only the shown categories' products are searched.
const indexes = new WeakMap<readonly Product[], SearchIndex>();
function indexOf(read: readonly Product[], categories: readonly Category[]): SearchIndex {
  let index = indexes.get(read);
  if (!index) {
    const shown = new Set(categories.map((category) => category.alias));
    index = buildSearchIndex(read.filter((product) => shown.has(product.category.alias)));
    indexes.set(read, index);
  }
  return index;
}

export interface SearchResultsProps {
  /** The catalogue as it was read. */
  products: readonly Product[];
  /** The categories the shop shows. */
  categories: readonly Category[];
}

/**
 * The results of the address's search over the whole catalogue: each card labelled with its
 * category, the filters with their counts beside them (in a sheet on phones and tablets), the
 * order, and the count announced as it changes. A result page is never indexed.
 */
export function SearchResults({ products: read, categories }: SearchResultsProps) {
  const { state, show } = useSearchAddress();
  const index = indexOf(read, categories);
  const { products } = index;
  // Typing stays responsive while a thousand products are matched behind it.
  const query = useDeferredValue(state.q);
  const found = useMemo(() => searchProducts(index, query), [index, query]);
  const filters = useMemo(() => knownFilters(products, state.filters), [products, state.filters]);
  const shown = useMemo(
    () => sortFound(narrow(found, filters), state.sort).map(({ product }) => product),
    [found, filters, state.sort],
  );
  const valuesOf = useCallback((chosen: Filters) => facetValues(found, chosen), [found]);
  const isDesktop = useMediaQuery(mediaQueries.desktop, true);
  const typed = query.trim();
  usePageTitle(texts.title(truncate(typed, 60)));
  useMeasuredSearch(typed, shown);
  const chosen = Object.keys(filters).length;
  const clearFilters = () => show({ ...state, filters: {} });
  const filterProps = {
    valuesOf,
    filters,
    onChange: (next: Filters) => show({ ...state, filters: next }),
  };
  return (
    <div className={styles.layout}>
      <meta name="robots" content="noindex" />
      {isDesktop && (
        <aside className={styles.filters} aria-label={texts.filtersHeading}>
          <SearchFilters {...filterProps} />
        </aside>
      )}
      <section className={cx(layout.stack, styles.results)} aria-labelledby="hasil-pencarian">
        <h2 id="hasil-pencarian" className={styles.heading}>
          {texts.resultsHeading}
        </h2>
        <div className={styles.toolbar}>
          <p className={styles.count} role="status">
            {texts.count(shown.length, truncate(typed, 60))}
          </p>
          {!isDesktop && <FilterSheet {...filterProps} chosen={chosen} />}
          <Select
            label={texts.sortLabel}
            options={SORT_OPTIONS}
            selectedKey={state.sort}
            onSelectionChange={(key) => {
              if (isSortKey(key)) show({ ...state, sort: key });
            }}
            className={styles.sort}
          />
        </div>
        {shown.length > 0 ? (
          <ProductGrid
            products={shown}
            listKey={`${typed}\u0000${JSON.stringify(filters)}\u0000${state.sort}`}
            label={texts.resultsHeading}
            showCategory
          />
        ) : (
          <NoResults
            query={typed}
            hasFilters={chosen > 0}
            products={products}
            onClearFilters={clearFilters}
            onClearSearch={() => show({ ...state, q: '' })}
          />
        )}
      </section>
    </div>
  );
}
