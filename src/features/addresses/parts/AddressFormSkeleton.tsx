import { cx, layout, Skeleton, SkeletonGroup } from '@/ui';
import { addressFormTexts as texts } from '../texts';
import styles from './AddressForm.module.css';

const FIELDS = ['name', 'pic', 'phone', 'province', 'city', 'subdistrict', 'postal'] as const;

/** The form's shape while the address to edit loads. */
export function AddressFormSkeleton() {
  return (
    <SkeletonGroup label={texts.loading} className={cx(layout.stack, styles.form)}>
      <div className={styles.group}>
        {FIELDS.map((field) => (
          <div key={field} className={cx(layout.stack, styles.skeletonField)}>
            <Skeleton shape="text" width="35%" />
            <Skeleton height="3rem" />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
