import type { Resource } from '@/api/useResource';
import { Price, Skeleton, SkeletonGroup } from '@/ui';
import type { UnitPrice } from '../hooks/useUnitPrice';
import { hasPrice } from '../productList';
import { catalogueTexts } from '../texts';
import styles from './UnitPriceTag.module.css';

export interface UnitPriceTagProps {
  unitPrice: Resource<UnitPrice>;
  unitCode: string | null;
}

/** The price of the selected unit with its member price, as the detail page shows it. */
export function UnitPriceTag({ unitPrice, unitCode }: UnitPriceTagProps) {
  if (unitPrice.status === 'loading') {
    return (
      <SkeletonGroup label={catalogueTexts.form.priceChecking}>
        <Skeleton width="10rem" height="2.5rem" />
      </SkeletonGroup>
    );
  }
  if (unitPrice.status === 'error') {
    return <p className={styles.muted}>{catalogueTexts.form.priceError}</p>;
  }
  const { sellPrice, memberPrice } = unitPrice.data;
  if (!hasPrice(sellPrice)) return <p className={styles.muted}>{catalogueTexts.detail.noPrice}</p>;
  return (
    <div className={styles.tag}>
      <Price
        size="lg"
        price={sellPrice}
        memberPrice={hasPrice(memberPrice) ? memberPrice : null}
        memberLabel={catalogueTexts.detail.memberPrice}
      />
      {unitCode && (
        <span className={styles.unit}>{catalogueTexts.detail.pricePerUnit(unitCode)}</span>
      )}
    </div>
  );
}
