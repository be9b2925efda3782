import { cx, layout, Skeleton, SkeletonGroup } from '@/ui';
import { checkoutTexts as texts } from '../texts';

/** The page's shape while the cart loads, so nothing jumps when it arrives. */
export function CheckoutSkeleton() {
  return (
    <SkeletonGroup label={texts.loading} className={layout.withAside}>
      <div className={cx(layout.stack, layout.mainColumn)}>
        <Skeleton height="11rem" />
        <Skeleton height="8rem" />
        <Skeleton height="10rem" />
      </div>
      <div className={cx(layout.stack, layout.asideColumn)}>
        <Skeleton height="14rem" />
      </div>
    </SkeletonGroup>
  );
}
