import type { Transaction } from '@/api/orders';
import { formatDisplayDate, formatTime } from '@/lib/format';
import { Price, ResponsiveDialog } from '@/ui';
import { deliveryOf, itemsTotal } from '../orderFigures';
import { orderTexts as t } from '../texts';
import styles from './OrderDetailDialog.module.css';
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
      <dl className={styles.facts}>
        <div>
          <dt>{t.orderedAtLabel}</dt>
          <dd>{t.orderedAt(formatDisplayDate(order.docDate), formatTime(order.docDate))}</dd>
        </div>
        <div>
          <dt>{t.status}</dt>
          <dd>{order.docStatus}</dd>
        </div>
        {delivery && (
          <div>
            <dt>{t.courier}</dt>
            <dd>
              {delivery.service}
              {delivery.etaDays && <span className={styles.eta}>{t.eta(delivery.etaDays)}</span>}
            </dd>
          </div>
        )}
      </dl>
      <ul className={styles.lines} aria-label={t.linesLabel}>
        {order.details.map((line, index) => (
          // Lines have no id of their own and an order never reorders them.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <OrderLineItem key={index} line={line} />
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{t.itemsTotal}</dt>
          <dd>
            <Price price={itemsTotal(order)} size="sm" />
          </dd>
        </div>
        {delivery && (
          <div>
            <dt>{t.shipping}</dt>
            <dd>
              <Price price={delivery.rate} size="sm" />
            </dd>
          </div>
        )}
        <div className={styles.grandTotal}>
          <dt>{t.total}</dt>
          <dd>
            <Price price={order.docTotal} />
          </dd>
        </div>
      </dl>
    </ResponsiveDialog>
  );
}
