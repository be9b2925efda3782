import { useId, useState } from 'react';
import type { Transaction } from '@/api/orders';
import { Button, cx, layout, Price, QrCodeOnDemand } from '@/ui';
import type { ReopenPayment } from '../hooks/useReopenPayment';
import { canReopenPayment, paymentMethodOf } from '../orderState';
import { orderTexts } from '../texts';
import styles from './OrderPayment.module.css';
import { PaymentDeadline } from './PaymentDeadline';
import { QrisDialogOnDemand } from './qrisDialogOnDemand';

const t = orderTexts.page;

export interface OrderPaymentProps {
  order: Transaction;
  payment: ReopenPayment;
  /** Called once when the payment time runs out on screen. */
  onPaymentTimeUp?: () => void;
  /** The countdown's clock, for stories. */
  now?: () => number;
}

/**
 * How to pay an unpaid order, with the countdown to its deadline: online, 'Bayar sekarang'
 * opens the payment page again (and its QRIS link, where it has one, in a dialog); at a
 * branch, the code the till scans, which is the order's alias (as the branch screen made it).
 */
export function OrderPayment({ order, payment, onPaymentTimeUp, now }: OrderPaymentProps) {
  const headingId = useId();
  const [isQrisOpen, setQrisOpen] = useState(false);
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

      {method === 'branch' ? (
        <div className={cx(layout.cluster, styles.branchCode)}>
          <QrCodeOnDemand value={order.alias} label={t.branchQrImage(order.docNum)} />
          <div className={cx(layout.stack, styles.branchHint)}>
            <strong>{t.branchQrTitle}</strong>
            <span>{t.branchQrHint(order.branch?.name ?? orderTexts.payAtStore)}</span>
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
            <Button
              variant={canPay ? 'secondary' : 'primary'}
              onHoverStart={QrisDialogOnDemand.preload}
              onFocus={QrisDialogOnDemand.preload}
              onPress={() => setQrisOpen(true)}
            >
              {orderTexts.payWithQris}
            </Button>
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
      {qrisUrl && (
        <QrisDialogOnDemand
          order={order}
          qrisUrl={qrisUrl}
          isOpen={isQrisOpen}
          onOpenChange={setQrisOpen}
        />
      )}
    </section>
  );
}
