import type { Product } from '@/api/catalogue';
import { Button, EmptyState, layout } from '@/ui';
import { ProductGrid } from '../parts/ProductGrid';
import { searchTexts } from './searchTexts';

const texts = searchTexts;

/** How many of the shop's first products stand in for an empty result. */
const SUGGESTED = 4;

export interface NoResultsProps {
  query: string;
  hasFilters: boolean;
  /** The catalogue, in the gateway's order: its first products are the shop's picks. */
  products: readonly Product[];
  onClearFilters: () => void;
  onClearSearch: () => void;
}

/** Nothing found: said in the shop's voice, a way out, and the shop's picks meanwhile. */
export function NoResults({
  query,
  hasFilters,
  products,
  onClearFilters,
  onClearSearch,
}: NoResultsProps) {
  const picks = products.slice(0, SUGGESTED);
  return (
    <div className={layout.stack}>
      <EmptyState
        headingLevel={3}
        title={texts.noResultTitle}
        action={
          hasFilters ? (
            <Button variant="secondary" onPress={onClearFilters}>
              {texts.clearFilters}
            </Button>
          ) : query ? (
            <Button variant="secondary" onPress={onClearSearch}>
              {texts.clearSearch}
            </Button>
          ) : undefined
        }
      >
        {texts.noResult(query)}
      </EmptyState>
      {picks.length > 0 && (
        <section className={layout.stack} aria-labelledby="mungkin-kamu-suka">
          <h3 id="mungkin-kamu-suka">{texts.topProducts}</h3>
          <ProductGrid products={picks} listKey="picks" label={texts.topProducts} showCategory />
        </section>
      )}
    </div>
  );
}
