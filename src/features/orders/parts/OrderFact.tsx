import type { ReactNode } from 'react';
import { Price } from '@/ui';
import type { Delivery } from '../orderFigures';
import { orderTexts as t } from '../texts';
import styles from './OrderFact.module.css';

/** One named figure of an order, in the card's summary or the detail's lists (a <dl>). */
export function OrderFact({
  label,
  className,
  children,
}: {
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The courier's service, with its delivery estimate under it when the courier gives one. */
export function CourierFact({ delivery }: { delivery: Delivery }) {
  return (
    <OrderFact label={t.courier}>
      {delivery.service}
      {delivery.etaDays && <span className={styles.eta}>{t.eta(delivery.etaDays)}</span>}
    </OrderFact>
  );
}

/** A price as one of an order's figures (the shipping, the total). */
export function PriceFact({
  label,
  price,
  size,
  className,
}: {
  label: ReactNode;
  price: number;
  size?: 'sm';
  className?: string;
}) {
  return (
    <OrderFact label={label} className={className}>
      <Price price={price} size={size} />
    </OrderFact>
  );
}
