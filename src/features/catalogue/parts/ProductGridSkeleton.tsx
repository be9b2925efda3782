import { cx, Skeleton, SkeletonGroup, layout as shared } from '@/ui';
import { PRODUCT_IMAGE_RATIO } from './ProductCard';
import gridStyles from './ProductGrid.module.css';
import styles from './ProductGridSkeleton.module.css';
import rowStyles from './ProductRow.module.css';

export interface ProductGridSkeletonProps {
  /** Placeholder cards; a multiple of 4 fills whole desktop rows. */
  cards?: number;
  label: string;
  /** `row` stands in for a ProductRow, `grid` (the default) for a ProductGrid. */
  layout?: 'grid' | 'row';
}

/** Cards in the grid's own shape while products load, so nothing moves when they arrive. */
export function ProductGridSkeleton({
  cards = 8,
  label,
  layout = 'grid',
}: ProductGridSkeletonProps) {
  return (
    <SkeletonGroup label={label}>
      <div className={layout === 'row' ? rowStyles.row : cx(shared.cardGrid, gridStyles.grid)}>
        {Array.from({ length: cards }, (_, card) => `placeholder-${card}`).map((key) => (
          <div
            key={key}
            className={cx(layout === 'row' && rowStyles.item, shared.card, styles.card)}
          >
            <Skeleton aspectRatio={PRODUCT_IMAGE_RATIO} height="auto" />
            <div className={cx(shared.stack, styles.body)}>
              <Skeleton shape="text" lines={2} />
              <Skeleton width="45%" height="1.25rem" />
            </div>
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
