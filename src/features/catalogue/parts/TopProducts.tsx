import { catalogueQueries } from '@/api/catalogue';
import { useServerData } from '@/api/serverData';
import { layout, RetryNote, Skeleton, SkeletonGroup } from '@/ui';
import { catalogueTexts } from '../texts';
import { ProductGridSkeleton } from './ProductGridSkeleton';
import { ProductRow } from './ProductRow';
import styles from './TopProducts.module.css';

const texts = catalogueTexts.products;

/**
 * 'Beli lagi, Yuk!': what the signed-in customer buys most. A customer who has bought
 * nothing yet sees nothing here rather than an empty shelf.
 */
export function TopProducts() {
  const top = useServerData(catalogueQueries.top);
  if (top.status === 'loading') {
    return (
      <div className={layout.stack}>
        <SkeletonGroup label={texts.loading}>
          <Skeleton width="12rem" height="1.75rem" />
        </SkeletonGroup>
        <ProductGridSkeleton cards={4} layout="row" label={texts.loading} />
      </div>
    );
  }
  if (top.status === 'error') {
    return (
      <RetryNote className={styles.error} retryLabel={texts.retry} onRetry={top.retry}>
        {texts.topProductsError}
      </RetryNote>
    );
  }
  if (top.data.length === 0) return null;
  return <ProductRow title={texts.topProducts} products={top.data} />;
}
