import { QRCodeSVG } from 'qrcode.react';
import type { Transaction } from '@/api/orders';
import { Price, ResponsiveDialog } from '@/ui';
import { orderTexts as t } from '../texts';
import styles from './QrisDialog.module.css';

/** SPEC §9: the QR is drawn 256 px wide with error correction level M. */
const QR_SIZE = 256;
const QR_LEVEL = 'M';

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
      <div className={styles.content}>
        <p className={styles.docNum}>{order.docNum}</p>
        <div className={styles.code}>
          <QRCodeSVG
            value={qrisUrl}
            size={QR_SIZE}
            level={QR_LEVEL}
            // Exactly M: the default would raise the level whenever the code has room for it.
            boostLevel={false}
            // The four-module quiet zone scanners expect, drawn inside the 256 px.
            marginSize={4}
            role="img"
            aria-label={t.qrisImage(order.docNum)}
          />
        </div>
        <div className={styles.amount}>
          <span className={styles.amountLabel}>{t.qrisAmount}</span>
          <Price price={order.docTotal} size="lg" />
        </div>
        <p className={styles.hint}>{t.qrisHint}</p>
      </div>
    </ResponsiveDialog>
  );
}
