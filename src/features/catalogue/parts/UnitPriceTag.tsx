import type { ReactNode } from 'react';
import { type UnitPrice, type UoMRef, unitLabel } from '@/api/catalogue';
import type { Resource } from '@/api/serverData';
import { cx, layout, Price, Skeleton, SkeletonGroup } from '@/ui';
import { hasPrice } from '../productList';
import { catalogueTexts } from '../texts';
import styles from './UnitPriceTag.module.css';

export interface UnitPriceTagProps {
  unitPrice: Resource<UnitPrice>;
  /** The selected unit, shown by its label ('Harga per 250 g'). */
  unit: UoMRef | null;
}

/** The price of the selected unit with its member price, as the detail page shows it. */
export function UnitPriceTag({ unitPrice, unit }: UnitPriceTagProps) {
  let price: ReactNode;
  if (unitPrice.status === 'loading') {
    price = (
      <SkeletonGroup label={catalogueTexts.form.priceChecking}>
        <Skeleton width="10rem" height="2.5rem" />
      </SkeletonGroup>
    );
  } else if (unitPrice.status === 'error') {
    price = <p className={styles.muted}>{catalogueTexts.form.priceError}</p>;
  } else if (!hasPrice(unitPrice.data.sellPrice)) {
    price = <p className={styles.muted}>{catalogueTexts.detail.noPrice}</p>;
  } else {
    const { sellPrice, memberPrice } = unitPrice.data;
    price = (
      <Price
        size="lg"
        price={sellPrice}
        memberPrice={hasPrice(memberPrice) ? memberPrice : null}
        memberLabel={catalogueTexts.detail.memberPrice}
      />
    );
  }
  return (
    <div className={cx(layout.stack, styles.tag)}>
      {unit && <p className={styles.unit}>{catalogueTexts.detail.pricePerUnit(unitLabel(unit))}</p>}
      {price}
    </div>
  );
}

/**
 * The tag's room while its unit's price is checked where something else says so (the sheet's
 * subtotal, its outline): silent, of the tag's size, so nothing under it moves when the price
 * comes in.
 */
export function UnitPriceTagPlaceholder() {
  return (
    <div className={cx(layout.stack, styles.tag)}>
      <Skeleton shape="text" width="7rem" />
      <Skeleton height="2rem" width="9rem" />
      <Skeleton shape="text" width="10rem" />
    </div>
  );
}
