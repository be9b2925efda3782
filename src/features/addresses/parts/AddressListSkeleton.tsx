import { cx, layout, Skeleton, SkeletonGroup } from '@/ui';
import { addressListTexts as texts } from '../texts';
import styles from './AddressListSkeleton.module.css';

/** Two cards' worth of placeholders, shaped like an address card so nothing jumps. */
export function AddressListSkeleton() {
  return (
    <SkeletonGroup label={texts.loading} className={styles.grid}>
      {['first', 'second'].map((card) => (
        <div key={card} className={cx(layout.card, layout.stack, styles.card)}>
          <Skeleton shape="text" width="40%" />
          <Skeleton shape="text" lines={4} />
          <div className={styles.actions}>
            <Skeleton width="5.5rem" height="2.75rem" className={styles.pill} />
            <Skeleton width="5.5rem" height="2.75rem" className={styles.pill} />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}
