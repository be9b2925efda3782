import type { Product } from '@/api/catalogue';
import { Button, cx, layout } from '@/ui';
import { useIncrementalCount } from '../hooks/useIncrementalCount';
import { catalogueTexts } from '../texts';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

/** Six rows of four (twelve of two): more than a tall screen shows, a small first render. */
const GRID_STEP = 24;

export interface ProductGridProps {
  products: readonly Product[];
  /** A new key starts the list again from the top (another tab, search or sort). */
  listKey: string;
  /** Names the list for screen readers. */
  label: string;
  /** Each card says its category (search results come from every tab). */
  showCategory?: boolean;
}

/**
 * Products in a grid of 4 columns on desktop and 2 on phones. With a thousand products only
 * those near the viewport are rendered; more follow while scrolling (or on 'Tampilkan lebih
 * banyak', the way for those who do not scroll).
 */
export function ProductGrid({ products, listKey, label, showCategory }: ProductGridProps) {
  const { count, hasMore, sentinel, showMore } = useIncrementalCount(products.length, {
    step: GRID_STEP,
    resetKey: listKey,
  });
  return (
    <div className={cx(layout.stack, styles.wrapper)}>
      <ul className={cx(layout.cardGrid, styles.grid)} aria-label={label}>
        {products.slice(0, count).map((product, index) => (
          <li key={product.code} className={styles.item}>
            {/* The first card's picture is the catalogue's largest paint. */}
            <ProductCard product={product} isPriority={index === 0} showCategory={showCategory} />
          </li>
        ))}
      </ul>
      {hasMore && (
        <div ref={sentinel} className={styles.more}>
          <Button variant="secondary" onPress={showMore}>
            {catalogueTexts.products.showMore}
          </Button>
        </div>
      )}
    </div>
  );
}
