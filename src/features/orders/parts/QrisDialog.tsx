import type { Transaction } from '@/api/orders';
import { cx, layout, Price, QrCode, ResponsiveDialog } from '@/ui';
import { orderTexts as t } from '../texts';
import styles from './QrisDialog.module.css';

export interface QrisDialogProps {
  order: Pick<Transaction, 'docNum' | 'docTotal'>;
  qrisUrl: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The QRIS code of an unpaid order with the amount to pay (SPEC §1, §2 Order history). */
export function QrisDialog({ order, qrisUrl, isOpen, onOpenChange }: QrisDialogProps) {
  return (
    <ResponsiveDialog title={t.qrisTitle} isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <div className={cx(layout.stack, styles.content)}>
        <p className={styles.docNum}>{order.docNum}</p>
        <div className={styles.code}>
          <QrCode value={qrisUrl} label={t.qrisImage(order.docNum)} />
        </div>
        <div className={cx(layout.stack, styles.amount)}>
          <span className={layout.muted}>{t.qrisAmount}</span>
          <Price price={order.docTotal} size="lg" />
        </div>
        <p className={styles.hint}>{t.qrisHint}</p>
      </div>
    </ResponsiveDialog>
  );
}
