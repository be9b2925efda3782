import { useSearch } from 'wouter';
import { layout, onDemandPart } from '@/ui';
import { SearchField } from '../search/SearchField';
import { isSearchAddress } from '../search/searchAddress';
import { searchTexts } from '../search/searchTexts';
import { CatalogueTabs, type CatalogueTabsProps } from './CatalogueTabs';
import { ProductGridSkeleton } from './ProductGridSkeleton';

// The search's code (its index, filters and results) downloads when the field is first used
// or the address is a search, never with the catalogue's first render.
const SearchResults = onDemandPart(
  async () => (await import('../search/SearchResults')).SearchResults,
  { Skeleton: ResultsSkeleton },
);

/**
 * The catalogue under its one search field: the category tabs, or, while the address holds
 * a search, its results from every tab.
 */
export function CatalogueBrowser(props: CatalogueTabsProps) {
  const searching = isSearchAddress(useSearch());
  return (
    <div className={layout.stack}>
      <SearchField onFirstUse={SearchResults.preload} />
      {searching ? (
        <SearchResults products={props.products} categories={props.categories} />
      ) : (
        <CatalogueTabs {...props} />
      )}
    </div>
  );
}

function ResultsSkeleton() {
  return <ProductGridSkeleton label={searchTexts.loading} />;
}
