import { cx, layout, Skeleton, SkeletonGroup } from '@/ui';
import { orderTexts as t } from '../texts';
import cardStyles from './OrderCard.module.css';
import styles from './OrderListSkeleton.module.css';

/** Two order cards in outline while the list loads. */
export function OrderListSkeleton() {
  return (
    <SkeletonGroup label={t.loading} className={layout.stack}>
      {[0, 1].map((card) => (
        <div key={card} className={cx(layout.card, layout.stack, cardStyles.card)}>
          <div className={cardStyles.header}>
            <Skeleton shape="text" width="12rem" lines={2} />
            <Skeleton width="4.5rem" height="1.75rem" className={styles.pill} />
          </div>
          <div className={styles.line}>
            <Skeleton width="4rem" height="4rem" />
            <Skeleton shape="text" lines={2} width="100%" />
          </div>
          <div className={cx(layout.footerRow, cardStyles.footer, styles.footer)}>
            <Skeleton width="8rem" height="2.5rem" />
            <Skeleton width="14rem" height="2.75rem" className={styles.pill} />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}
