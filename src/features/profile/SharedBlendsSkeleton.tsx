import { cx, layout, Skeleton, SkeletonGroup } from '@/ui';
import styles from './SharedBlendsPanel.module.css';
import { profileTexts } from './texts';

/** Two cards' shape while the list loads, said to a screen reader too. */
export function SharedBlendsSkeleton() {
  return (
    <SkeletonGroup label={profileTexts.sharedBlends.loading} className={styles.list}>
      {[0, 1].map((key) => (
        <div key={key} className={cx(layout.stack, styles.blend)}>
          <Skeleton width="60%" height="1.5rem" />
          <Skeleton shape="text" lines={2} width="100%" />
        </div>
      ))}
    </SkeletonGroup>
  );
}
