import type { Transaction } from '@/api/orders';
import { formatDisplayDate, formatTime } from '@/lib/format';
import { usePageTitle } from '@/lib/pageTitle';
import { Button, ConfirmFlowDialogs, cx, layout, SectionCard, VisuallyHidden } from '@/ui';
import { useMeasuredPurchase } from '../hooks/useMeasuredPurchase';
import { useReopenPayment } from '../hooks/useReopenPayment';
import { useReorder } from '../hooks/useReorder';
import { deliveryOf, itemsTotal } from '../orderFigures';
import { orderStateLabel, orderStateOf } from '../orderState';
import { orderTexts } from '../texts';
import { OrderDelivery } from './OrderDelivery';
import { PriceFact } from './OrderFact';
import { OrderLineItem } from './OrderLineItem';
import { OrderPayment } from './OrderPayment';
import styles from './OrderView.module.css';

const t = orderTexts.page;

export interface OrderViewProps {
  order: Transaction;
  /** The deadline passed on screen: the order is read again. */
  onPaymentTimeUp?: () => void;
  /** The clock, for stories. */
  now?: () => number;
}

/**
 * What the gateway says after a payment, beside the status, for the states that need a word;
 * money that went back to the shopper says so first.
 */
function noteOf(order: Transaction, state: ReturnType<typeof orderStateOf>): string | null {
  if (order.paymentReversal) return t.reversals[order.paymentReversal.kind];
  if (state === 'processing') return order.docStatus === 'Pending' ? t.notes.Pending : t.notes.Paid;
  if (state === 'done' || state === 'expired') return t.notes[state];
  return null;
}

/**
 * One order on its own page: number, date, status in the shop's words, how to pay it while
 * unpaid, every line, where it goes, its totals and 'Beli Lagi'.
 */
export function OrderView({ order, onPaymentTimeUp, now }: OrderViewProps) {
  const state = orderStateOf(order, now?.());
  useMeasuredPurchase(order);
  const reorder = useReorder();
  const payment = useReopenPayment();
  const delivery = deliveryOf(order);
  const note = noteOf(order, state);
  usePageTitle(t.title(order.docNum));
  return (
    <>
      <header className={cx(layout.cluster, styles.header)}>
        <div className={cx(layout.stack, styles.identity)}>
          <h1 className={cx(layout.taskTitle, styles.title)}>{t.title(order.docNum)}</h1>
          <p className={styles.date}>
            <VisuallyHidden>{orderTexts.orderedAtLabel}: </VisuallyHidden>
            <time dateTime={order.docDate}>
              {orderTexts.orderedAt(formatDisplayDate(order.docDate), formatTime(order.docDate))}
            </time>
          </p>
        </div>
        <p className={cx(layout.pill, styles.status)} data-state={state}>
          <VisuallyHidden>{orderTexts.status}: </VisuallyHidden>
          {orderStateLabel(state, order.docStatus)}
        </p>
      </header>

      <div className={layout.withAside}>
        <div className={cx(layout.stack, layout.mainColumn)}>
          {state === 'unpaid' && (
            <OrderPayment
              order={order}
              payment={payment}
              onPaymentTimeUp={onPaymentTimeUp}
              now={now}
            />
          )}
          {note && <p className={cx(layout.callout, styles.note)}>{note}</p>}
          <SectionCard title={orderTexts.linesLabel}>
            <ul className={cx(layout.plainList, layout.stack)} aria-label={orderTexts.linesLabel}>
              {order.details.map((line, index) => (
                // Lines have no id of their own and an order never reorders them.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <OrderLineItem key={index} line={line} canShare />
              ))}
            </ul>
          </SectionCard>
          <OrderDelivery order={order} />
        </div>

        <div className={cx(layout.stack, layout.asideColumn)}>
          <SectionCard title={t.summaryTitle}>
            <dl className={cx(layout.stack, styles.totals)}>
              <PriceFact label={orderTexts.itemsTotal} price={itemsTotal(order)} size="sm" />
              {delivery && (
                <PriceFact label={orderTexts.shipping} price={delivery.rate} size="sm" />
              )}
              <PriceFact label={orderTexts.total} price={order.docTotal} className={styles.total} />
            </dl>
            {order.details.length > 0 && (
              <Button
                // An unpaid order's one strong action is paying it.
                variant={state === 'unpaid' ? 'secondary' : 'primary'}
                isLoading={reorder.isSending}
                onPress={() => reorder.start(order)}
              >
                {orderTexts.buyAgain}
              </Button>
            )}
          </SectionCard>
        </div>
      </div>

      <ConfirmFlowDialogs flow={reorder} />
      <ConfirmFlowDialogs flow={payment.flow} />
    </>
  );
}
