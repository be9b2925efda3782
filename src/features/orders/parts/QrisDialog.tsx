import type { Transaction } from '@/api/orders';
import { orderQrValue } from '@/features/payment/public';
import { cx, layout, Price, QrCode, ResponsiveDialog } from '@/ui';
import { orderTexts as t } from '../texts';
import styles from './QrisDialog.module.css';

export interface QrisDialogProps {
  order: Pick<Transaction, 'docNum' | 'docTotal'>;
  qrisUrl: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The QRIS code of an unpaid order with the amount to pay (SPEC §1, §2 Order history). The
 * gateway's value is drawn only when a banking app can pay it: a QRIS payload for the order's
 * total, or an https address on the payment provider's host (orderQrValue of the payment
 * feature); anything else is said, not drawn.
 */
export function QrisDialog({ order, qrisUrl, isOpen, onOpenChange }: QrisDialogProps) {
  const value = orderQrValue(qrisUrl, order.docTotal);
  return (
    <ResponsiveDialog title={t.qrisTitle} isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <div className={cx(layout.stack, styles.content)}>
        <p className={styles.docNum}>{order.docNum}</p>
        {value === null ? (
          <p className={cx(layout.callout, layout.toneError)} role="alert">
            {t.qrisUnavailable}
          </p>
        ) : (
          <div className={styles.code}>
            <QrCode value={value} label={t.qrisImage(order.docNum)} />
          </div>
        )}
        <div className={cx(layout.stack, styles.amount)}>
          <span className={layout.muted}>{t.qrisAmount}</span>
          <Price price={order.docTotal} size="lg" />
        </div>
        {value !== null && <p className={styles.hint}>{t.qrisHint}</p>}
      </div>
    </ResponsiveDialog>
  );
}
