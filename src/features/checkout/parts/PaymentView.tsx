import { useEffect, useId, useRef } from 'react';
import { failureReason } from '@/api/errors';
import type { Transaction } from '@/api/orders';
import { hrefs, routes } from '@/lib/paths';
import { Button, cx, Link, layout, Price, Spinner } from '@/ui';
import type { PlacedOrder } from '../hooks/usePlaceOrder';
import { checkoutTexts } from '../texts';
import styles from './PaymentView.module.css';

const texts = checkoutTexts.payment;

interface Told {
  title: string;
  text: string;
  kind: 'success' | 'waiting' | 'problem';
  canPayAgain: boolean;
}

/** The gateway's status decides what is said; the payment page's callback only adds a hint. */
function toldBySettled(order: Transaction, outcome: PlacedOrder['outcome']): Told {
  switch (order.docStatus) {
    case 'Paid':
    case 'Delivered':
      return {
        title: texts.paidTitle,
        text: texts.paidText,
        kind: 'success',
        canPayAgain: false,
      };
    case 'Pending':
      return {
        title: texts.pendingTitle,
        text: texts.pendingText,
        kind: 'success',
        canPayAgain: false,
      };
    case 'Open': {
      const saidPaid = outcome === 'success' || outcome === 'pending';
      return {
        title: texts.unpaidTitle,
        text: saidPaid ? texts.unpaidAfterCallback : texts.unpaidText,
        kind: 'problem',
        canPayAgain: !saidPaid,
      };
    }
    default:
      return {
        title: texts.otherTitle,
        text: texts.otherText(order.docStatus),
        kind: 'problem',
        canPayAgain: false,
      };
  }
}

function told({ stage, outcome }: PlacedOrder): Told | null {
  switch (stage.name) {
    case 'settled':
      return toldBySettled(stage.order, outcome);
    case 'unavailable':
      return {
        title: texts.unavailableTitle,
        text: texts.unavailableText,
        kind: 'problem',
        canPayAgain: true,
      };
    case 'checkFailed':
      return {
        title: texts.checkFailedTitle,
        text: `${failureReason(stage.error)} ${texts.checkFailedText}`,
        kind: 'problem',
        canPayAgain: false,
      };
    default:
      return null;
  }
}

export interface PaymentViewProps {
  placed: PlacedOrder;
  onPayAgain: () => void;
  onCheckAgain: () => void;
}

/**
 * The page after the invoice: waiting while the payment page is open, then what the gateway
 * says of the order, with the way to the order's own page.
 */
export function PaymentView({ placed, onPayAgain, onCheckAgain }: PaymentViewProps) {
  const outcome = told(placed);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const title = outcome?.title;
  // The payment page handed focus back to a button that is gone: the news gets it instead.
  useEffect(() => {
    if (title) headingRef.current?.focus();
  }, [title]);

  if (!outcome) {
    const isChecking = placed.stage.name === 'checking';
    return (
      <div className={cx(layout.stack, styles.waiting)} role="status">
        <Spinner size="lg" isDecorative />
        <p className={styles.waitingTitle}>{isChecking ? texts.checking : texts.paying}</p>
        {!isChecking && <p className={styles.text}>{texts.payingHint}</p>}
      </div>
    );
  }

  const order = placed.stage.name === 'settled' ? placed.stage.order : null;
  // The order's own page: its status, and paying it again while it may be.
  const invoiceHref = hrefs.order(placed.session.orderAlias);
  return (
    <section
      className={cx(layout.stack, styles.result)}
      data-kind={outcome.kind}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {outcome.title}
      </h2>
      {order && (
        <p className={cx(layout.cluster, styles.order)}>
          <span>{texts.order(order.docNum)}</span>
          <span className={styles.total}>
            {texts.total} <Price price={order.docTotal} size="sm" />
          </span>
        </p>
      )}
      <p className={styles.text}>{outcome.text}</p>
      <div className={cx(layout.cluster, styles.actions)}>
        {outcome.canPayAgain && <Button onPress={onPayAgain}>{texts.payAgain}</Button>}
        {placed.stage.name === 'checkFailed' && (
          <Button onPress={onCheckAgain}>{checkoutTexts.retry}</Button>
        )}
        <Link variant={outcome.canPayAgain ? 'secondary' : 'primary'} href={invoiceHref}>
          {texts.seeInvoice}
        </Link>
        <Link variant="standalone" href={routes.products}>
          {texts.shopMore}
        </Link>
      </div>
    </section>
  );
}
