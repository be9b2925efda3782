import type { Transaction } from '@/api/orders';
import { formatDisplayDate, formatTime } from '@/lib/format';
import { cx, layout, ResponsiveDialog } from '@/ui';
import { deliveryOf, itemsTotal } from '../orderFigures';
import { orderTexts as t } from '../texts';
import styles from './OrderDetailDialog.module.css';
import { CourierFact, OrderFact, PriceFact } from './OrderFact';
import { OrderLineItem } from './OrderLineItem';

export interface OrderDetailDialogProps {
  order: Transaction;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Every line of an order with its totals ('Lihat detail'). */
export function OrderDetailDialog({ order, isOpen, onOpenChange }: OrderDetailDialogProps) {
  const delivery = deliveryOf(order);
  return (
    <ResponsiveDialog
      title={
        <>
          {t.detailTitle} <span className={styles.docNum}>{order.docNum}</span>
        </>
      }
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
    >
      <dl className={cx(layout.facts, styles.facts)}>
        <OrderFact label={t.orderedAtLabel}>
          {t.orderedAt(formatDisplayDate(order.docDate), formatTime(order.docDate))}
        </OrderFact>
        <OrderFact label={t.status}>{order.docStatus}</OrderFact>
        {delivery && <CourierFact delivery={delivery} />}
      </dl>
      <ul className={cx(layout.plainList, layout.stack, styles.lines)} aria-label={t.linesLabel}>
        {order.details.map((line, index) => (
          // Lines have no id of their own and an order never reorders them.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <OrderLineItem key={index} line={line} />
        ))}
      </ul>
      <dl className={cx(layout.stack, styles.totals)}>
        <PriceFact label={t.itemsTotal} price={itemsTotal(order)} size="sm" />
        {delivery && <PriceFact label={t.shipping} price={delivery.rate} size="sm" />}
        <PriceFact label={t.total} price={order.docTotal} className={styles.grandTotal} />
      </dl>
    </ResponsiveDialog>
  );
}
