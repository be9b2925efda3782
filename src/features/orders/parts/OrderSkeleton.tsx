import { cx, layout, Skeleton, SkeletonGroup } from '@/ui';
import { orderTexts } from '../texts';
import styles from './OrderPageParts.module.css';

/** The order's page in outline while it loads: its heading, lines and summary. */
export function OrderSkeleton() {
  return (
    <>
      <h1 className={layout.taskTitle}>{orderTexts.page.loadingTitle}</h1>
      <SkeletonGroup label={orderTexts.loading} className={layout.withAside}>
        <div className={cx(layout.stack, styles.column)}>
          <Skeleton height="7rem" />
          {[0, 1].map((line) => (
            <div key={line} className={styles.skeletonLine}>
              <Skeleton width="4rem" height="4rem" />
              <Skeleton shape="text" lines={2} width="100%" />
            </div>
          ))}
        </div>
        <Skeleton height="12rem" />
      </SkeletonGroup>
    </>
  );
}
