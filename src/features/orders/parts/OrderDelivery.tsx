import type { Transaction } from '@/api/orders';
import { BranchMapLink, branchAddress } from '@/features/branch/public';
import { cx, layout, SectionCard } from '@/ui';
import { deliveryOf } from '../orderFigures';
import { orderTexts } from '../texts';
import styles from './OrderDelivery.module.css';
import { CourierFact, OrderFact, PriceFact } from './OrderFact';

const t = orderTexts.page;

/**
 * Where the order goes: the address it was invoiced to (recipient, phone, landmark) with its
 * courier, service, ETA and cost; or, for an order paid at a branch, that branch. An older
 * gateway that names neither still shows the courier it has.
 */
export function OrderDelivery({ order }: { order: Transaction }) {
  const delivery = deliveryOf(order);
  const address = order.deliveryAddress;
  const branch = order.branch;
  if (branch) {
    return (
      <SectionCard title={t.pickupTitle}>
        <dl className={cx(layout.facts, styles.facts)}>
          <OrderFact label={t.branch}>
            {branch.name}
            <span className={styles.detail}>{branchAddress(branch)}</span>
          </OrderFact>
        </dl>
        <BranchMapLink branch={branch} className={styles.map} />
      </SectionCard>
    );
  }
  if (!address && !delivery) return null;
  return (
    <SectionCard title={t.deliveryTitle}>
      <dl className={cx(layout.facts, styles.facts)}>
        {address && (
          <>
            <OrderFact label={t.recipient}>
              {address.pic}
              <span className={styles.detail}>{address.mobileNumber}</span>
            </OrderFact>
            <OrderFact label={t.address}>
              {address.line2}
              <span className={styles.detail}>
                {[address.city, address.postalCode].filter(Boolean).join(' ')}
              </span>
            </OrderFact>
            <OrderFact label={t.landmark}>{address.line1.trim() || t.noLandmark}</OrderFact>
          </>
        )}
        {delivery && <CourierFact delivery={delivery} />}
        {delivery && <PriceFact label={orderTexts.shipping} price={delivery.rate} size="sm" />}
      </dl>
    </SectionCard>
  );
}
