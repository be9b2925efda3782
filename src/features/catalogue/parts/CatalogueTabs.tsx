import { useEffect, useMemo, useRef, useState } from 'react';
import type { Category, Product } from '@/api/catalogue';
import { track } from '@/features/analytics/public';
import { needsApp } from '@/lib/earlyPress';
import { EmptyState, layout, Select, Tab, TabList, TabPanel, Tabs, VisuallyHidden } from '@/ui';
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
 * The category tabs and, in the open tab, a price sort and the grid. The sort stays when
 * another tab is opened. Searching is the whole catalogue's (CatalogueBrowser, above the tabs).
 */
export function CatalogueTabs({ categories, products, selected, onSelect }: CatalogueTabsProps) {
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
          <CategoryProducts category={category} products={products} sort={sort} />
        </TabPanel>
      ))}
    </Tabs>
  );
}

interface CategoryProductsProps {
  category: Category;
  products: readonly Product[];
  sort: PriceSort;
}

function CategoryProducts({ category, products, sort }: CategoryProductsProps) {
  const shown = useMemo(
    () => productsForTab(products, { categoryAlias: category.alias, sort }),
    [products, category.alias, sort],
  );
  useMeasuredList(category, shown);
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {texts.count(shown.length)}
      </p>
      {shown.length > 0 ? (
        <ProductGrid
          products={shown}
          listKey={`${category.alias}\u0000${sort}`}
          label={category.name}
        />
      ) : (
        <EmptyState headingLevel={3} title={texts.emptyCategoryTitle}>
          {texts.emptyCategory}
        </EmptyState>
      )}
    </>
  );
}

/** Analytics (after 'Terima' only): the open tab's list once per tab. */
function useMeasuredList(category: Category, shown: readonly Product[]) {
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
}
