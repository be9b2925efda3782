import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { Category, Product } from '@/api/catalogue';
import { track } from '@/features/analytics/public';
import { needsApp } from '@/lib/earlyPress';
import {
  Button,
  EmptyState,
  layout,
  Select,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  VisuallyHidden,
} from '@/ui';
import { type PriceSort, productsForTab } from '../productList';
import { catalogueTexts } from '../texts';
import styles from './CatalogueTabs.module.css';
import { ProductGrid } from './ProductGrid';

const texts = catalogueTexts.products;

const SORT_OPTIONS = [
  { id: 'recommended', label: texts.sortRecommended },
  { id: 'cheapest', label: texts.sortCheapest },
  { id: 'priciest', label: texts.sortPriciest },
] as const satisfies readonly { id: PriceSort; label: string }[];

function isPriceSort(key: unknown): key is PriceSort {
  return SORT_OPTIONS.some((option) => option.id === key);
}

export interface CatalogueTabsProps {
  /** The shown categories, in tab order. */
  categories: readonly Category[];
  products: readonly Product[];
  selected: string;
  onSelect: (alias: string) => void;
}

/**
 * The category tabs and, in the open tab, a search box, a price sort and the grid. Search
 * and sort stay when another tab is opened: they are what the shopper is looking for.
 */
export function CatalogueTabs({ categories, products, selected, onSelect }: CatalogueTabsProps) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<PriceSort>('recommended');
  return (
    <Tabs
      selectedKey={selected}
      onSelectionChange={(key) => onSelect(String(key))}
      className={styles.tabs}
    >
      <TabList aria-label={texts.categoriesLabel} items={categories}>
        {(category) => (
          <Tab id={category.alias} {...needsApp(`tab-${category.alias}`)}>
            {category.name}
          </Tab>
        )}
      </TabList>
      {categories.map((category) => (
        <TabPanel key={category.alias} id={category.alias} className={layout.stack}>
          {/* The cards' h3 headings sit under the category, as screen readers outline it. */}
          <VisuallyHidden elementType="div">
            <h2>{category.name}</h2>
          </VisuallyHidden>
          <div className={styles.toolbar}>
            <TextField
              type="search"
              label={texts.searchLabel}
              placeholder={texts.searchPlaceholder}
              value={search}
              onChange={setSearch}
              className={styles.search}
            />
            <Select
              label={texts.sortLabel}
              options={SORT_OPTIONS}
              selectedKey={sort}
              onSelectionChange={(key) => {
                if (isPriceSort(key)) setSort(key);
              }}
              className={styles.sort}
            />
          </div>
          <CategoryProducts
            category={category}
            products={products}
            search={search}
            sort={sort}
            onClearSearch={() => setSearch('')}
          />
        </TabPanel>
      ))}
    </Tabs>
  );
}

interface CategoryProductsProps {
  category: Category;
  products: readonly Product[];
  search: string;
  sort: PriceSort;
  onClearSearch: () => void;
}

function CategoryProducts({
  category,
  products,
  search,
  sort,
  onClearSearch,
}: CategoryProductsProps) {
  // Typing stays responsive while a thousand products are filtered behind it.
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(
    () => productsForTab(products, { categoryAlias: category.alias, search: deferredSearch, sort }),
    [products, category.alias, deferredSearch, sort],
  );
  const query = deferredSearch.trim();
  useMeasuredList(category, shown, query);
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {texts.count(shown.length)}
      </p>
      {shown.length > 0 ? (
        <ProductGrid
          products={shown}
          listKey={`${category.alias}\u0000${query}\u0000${sort}`}
          label={category.name}
        />
      ) : query ? (
        <EmptyState
          headingLevel={3}
          title={texts.noResultTitle}
          action={
            <Button variant="secondary" onPress={onClearSearch}>
              {texts.clearSearch}
            </Button>
          }
        >
          {texts.noResult(query)}
        </EmptyState>
      ) : (
        <EmptyState headingLevel={3} title={texts.emptyCategoryTitle}>
          {texts.emptyCategory}
        </EmptyState>
      )}
    </>
  );
}

/** How long typing pauses before a search counts (one event per search, not per key). */
const SEARCH_SETTLES_MS = 1000;

/**
 * Analytics (after 'Terima' only): the open tab's list once per tab, and a search once
 * its words have settled.
 */
function useMeasuredList(category: Category, shown: readonly Product[], query: string) {
  const measuredTab = useRef<string | null>(null);
  useEffect(() => {
    if (measuredTab.current === category.alias) return;
    measuredTab.current = category.alias;
    track({
      name: 'view_item_list',
      listName: category.name,
      items: shown.map((product) => ({ product })),
    });
  }, [category, shown]);
  useEffect(() => {
    if (query === '') return;
    const timer = setTimeout(() => track({ name: 'search', searchTerm: query }), SEARCH_SETTLES_MS);
    return () => clearTimeout(timer);
  }, [query]);
}
