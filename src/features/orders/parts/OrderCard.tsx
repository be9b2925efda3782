import { useId } from 'react';
import type { Transaction } from '@/api/orders';
import { formatDisplayDate, formatTime } from '@/lib/format';
import { hrefs } from '@/lib/paths';
import { Button, cx, Link, layout, VisuallyHidden } from '@/ui';
import { deliveryOf } from '../orderFigures';
import { orderTexts as t } from '../texts';
import styles from './OrderCard.module.css';
import { CourierFact, PriceFact } from './OrderFact';
import { OrderLineItem } from './OrderLineItem';
import { PaymentDeadline } from './PaymentDeadline';
import { PayWithQris } from './PayWithQris';

/** A card lists this many lines; 'Lihat detail' (the order's own page) shows them all. */
const LINES_ON_CARD = 2;

export interface OrderCardProps {
  order: Transaction;
  /** Awaiting payment: shows the countdown to docDueDate and how to pay. */
  isOutstanding: boolean;
  /** The level of the order number's heading, to fit the page outline around the list. */
  headingLevel?: 2 | 3 | 4;
  onBuyAgain: (order: Transaction) => void;
  /** This order's lines are being added to the cart. */
  isBuyingAgain?: boolean;
  /** Called once when the payment time runs out while the card is on screen. */
  onPaymentTimeUp?: () => void;
  /** The countdown's clock, for stories and tests. */
  now?: () => number;
}

/** One order in the history: number, date, status, lines, delivery, total and its actions. */
export function OrderCard({
  order,
  isOutstanding,
  headingLevel = 2,
  onBuyAgain,
  isBuyingAgain = false,
  onPaymentTimeUp,
  now,
}: OrderCardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const delivery = deliveryOf(order);
  const qrisUrl = order.midTransQRISUrl?.trim() || null;
  const shownLines = order.details.slice(0, LINES_ON_CARD);
  const hiddenLines = order.details.length - shownLines.length;

  return (
    <article className={cx(layout.card, layout.stack, styles.card)} aria-labelledby={headingId}>
      <header className={styles.header}>
        <div className={cx(layout.stack, styles.identity)}>
          <Heading id={headingId} className={styles.docNum}>
            {order.docNum}
          </Heading>
          <p className={styles.date}>
            <time dateTime={order.docDate}>
              {t.orderedAt(formatDisplayDate(order.docDate), formatTime(order.docDate))}
            </time>
          </p>
        </div>
        <p className={cx(layout.pill, styles.status)}>
          <VisuallyHidden>{t.status}: </VisuallyHidden>
          {order.docStatus}
        </p>
      </header>

      {isOutstanding && (
        <div className={cx(layout.cluster, styles.payment)}>
          <PaymentDeadline dueDate={order.docDueDate} onEnd={onPaymentTimeUp} now={now} />
          {qrisUrl ? (
            <PayWithQris order={order} qrisUrl={qrisUrl} variant="primary" />
          ) : (
            <p className={cx(layout.stack, styles.atStore)}>
              <strong>{t.payAtStore}</strong>
              <span>{t.payAtStoreHint}</span>
            </p>
          )}
        </div>
      )}

      <ul className={cx(layout.plainList, layout.stack)} aria-label={t.linesLabel}>
        {shownLines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id and never move
          <OrderLineItem key={index} line={line} />
        ))}
      </ul>
      {hiddenLines > 0 && <p className={styles.more}>{t.moreLines(hiddenLines)}</p>}

      <footer className={cx(layout.footerRow, styles.footer)}>
        <dl className={cx(layout.facts, layout.cluster, styles.summary)}>
          {delivery && <CourierFact delivery={delivery} />}
          {delivery && <PriceFact label={t.shipping} price={delivery.rate} size="sm" />}
          <PriceFact label={t.total} price={order.docTotal} />
        </dl>
        <div className={cx(layout.cluster, styles.actions)}>
          <Link variant="standalone" href={hrefs.order(order.alias)}>
            {t.seeDetail}
            <VisuallyHidden> {t.seeDetailWhich(order.docNum)}</VisuallyHidden>
          </Link>
          {order.details.length > 0 && (
            <Button
              // An unpaid order's one strong action is paying it.
              variant={isOutstanding ? 'secondary' : 'primary'}
              isLoading={isBuyingAgain}
              onPress={() => onBuyAgain(order)}
            >
              {t.buyAgain}
            </Button>
          )}
        </div>
      </footer>
    </article>
  );
}
