import { useId } from 'react';
import type { Transaction } from '@/api/orders';
import { Button, cx, layout, Price, QrCodeOnDemand } from '@/ui';
import type { ReopenPayment } from '../hooks/useReopenPayment';
import { canReopenPayment, paymentMethodOf } from '../orderState';
import { awaitedPaymentWords } from '../paymentDetail';
import { orderTexts } from '../texts';
import styles from './OrderPayment.module.css';
import { PaymentDeadline } from './PaymentDeadline';
import { PayWithQris } from './PayWithQris';

const t = orderTexts.page;

export interface OrderPaymentProps {
  order: Transaction;
  payment: ReopenPayment;
  /** Called once when the payment time runs out on screen. */
  onPaymentTimeUp?: () => void;
  /** The countdown's clock, for stories. */
  now?: () => number;
}

/** The payment the provider waits for, in words, with its number to pay to. */
function AwaitedPaymentLine({ awaited }: { awaited: NonNullable<Transaction['awaitedPayment']> }) {
  const { text, code } = awaitedPaymentWords(awaited);
  return (
    <p className={styles.awaited}>
      {text}
      {code && (
        <>
          {' '}
          <strong className={styles.code}>{code}</strong>
        </>
      )}
    </p>
  );
}

/**
 * How to pay an unpaid order, with the countdown to its deadline: online, the payment the
 * provider already waits for (a virtual account issued, a card under review), 'Bayar
 * sekarang', which opens the payment page again, and its QRIS code where it has one; at a
 * branch, the code the till scans, which is the order's alias (as the branch screen made it).
 */
export function OrderPayment({ order, payment, onPaymentTimeUp, now }: OrderPaymentProps) {
  const headingId = useId();
  const method = paymentMethodOf(order);
  const qrisUrl = method === 'online' ? order.midTransQRISUrl?.trim() || null : null;
  const canPay = canReopenPayment(order, now?.());
  return (
    <section className={cx(layout.stack, styles.payment)} aria-labelledby={headingId}>
      <PaymentDeadline
        dueDate={order.docDueDate}
        onEnd={onPaymentTimeUp}
        now={now}
        headingId={headingId}
      />
      {method === 'online' && order.awaitedPayment && (
        <AwaitedPaymentLine awaited={order.awaitedPayment} />
      )}

      {method === 'branch' ? (
        <div className={cx(layout.cluster, styles.branchCode)}>
          <QrCodeOnDemand value={order.alias} label={t.branchQrImage(order.docNum)} />
          <div className={cx(layout.stack, styles.branchHint)}>
            <strong>{t.branchQrTitle}</strong>
            <span>{t.branchQrHint(order.branch?.name ?? null)}</span>
            <Price price={order.docTotal} size="lg" />
          </div>
        </div>
      ) : (
        <div className={cx(layout.cluster, styles.actions)}>
          {canPay && (
            <Button
              size="lg"
              isLoading={payment.isPaying}
              onPress={() => payment.flow.start(order.alias)}
            >
              {t.payNow}
            </Button>
          )}
          {qrisUrl && (
            <PayWithQris
              order={order}
              qrisUrl={qrisUrl}
              variant={canPay ? 'secondary' : 'primary'}
            />
          )}
        </div>
      )}
      {payment.isPaying && (
        <p className={cx(layout.muted, styles.status)} role="status">
          {t.paying}
        </p>
      )}
      {payment.isUnavailable && (
        <p className={cx(layout.callout, layout.toneError)} role="alert">
          {t.payUnavailable}
        </p>
      )}
    </section>
  );
}
