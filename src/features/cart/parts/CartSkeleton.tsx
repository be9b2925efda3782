import { cx, layout, Skeleton, SkeletonGroup } from '@/ui';
import { cartTexts as texts } from '../texts';
import styles from './CartSkeleton.module.css';

/** The cart's shape while it loads: two lines and the summary, so nothing jumps after. */
export function CartSkeleton() {
  return (
    <SkeletonGroup label={texts.loading} className={layout.withAside}>
      <div className={cx(layout.stack, styles.lines)}>
        {[0, 1].map((line) => (
          <div key={line} className={styles.line}>
            <Skeleton width="5.5rem" height="5.5rem" />
            <Skeleton shape="text" lines={3} width="100%" />
          </div>
        ))}
      </div>
      <div className={styles.summary}>
        <Skeleton shape="text" lines={2} width="100%" />
        <Skeleton height="2.75rem" width="100%" />
      </div>
    </SkeletonGroup>
  );
}
