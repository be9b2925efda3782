import { cx, layout, Skeleton, SkeletonGroup } from '@/ui';
import styles from '../CheckoutScreen.module.css';
import { checkoutTexts as texts } from '../texts';

/** The page's shape while the cart loads, so nothing jumps when it arrives. */
export function CheckoutSkeleton() {
  return (
    <SkeletonGroup label={texts.loading} className={layout.withAside}>
      <div className={cx(layout.stack, styles.main)}>
        <Skeleton height="11rem" />
        <Skeleton height="8rem" />
        <Skeleton height="10rem" />
      </div>
      <div className={cx(layout.stack, styles.aside)}>
        <Skeleton height="14rem" />
      </div>
    </SkeletonGroup>
  );
}
