import { cx, FieldSkeleton, layout, SkeletonGroup } from '@/ui';
import { addressFormTexts as texts } from '../texts';
import styles from './AddressForm.module.css';

const FIELDS = ['name', 'pic', 'phone', 'province', 'city', 'subdistrict', 'postal'] as const;

/** The form's shape while the address to edit loads. */
export function AddressFormSkeleton() {
  return (
    <SkeletonGroup label={texts.loading} className={cx(layout.stack, styles.form)}>
      <div className={styles.group}>
        {FIELDS.map((field) => (
          <FieldSkeleton key={field} labelWidth="35%" />
        ))}
      </div>
    </SkeletonGroup>
  );
}
