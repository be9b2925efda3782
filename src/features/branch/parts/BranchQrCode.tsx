import { useId } from 'react';
import { formatDisplayDate, formatTime } from '@/lib/format';
import { hrefs } from '@/lib/paths';
import { cx, Link, layout, Price, QrCodeOnDemand, RetryNote } from '@/ui';
import { branchAddress } from '../branchDisplay';
import type { BranchPayment } from '../hooks/usePayAtBranch';
import { branchTexts as texts } from '../texts';
import styles from './BranchQrCode.module.css';

export interface BranchQrCodeProps {
  payment: BranchPayment;
  /** The order could not be read: read it again. */
  onReadAgain: () => void;
  isReading: boolean;
}

/**
 * What the shopper shows at the till: the invoice's alias as a QR (SPEC §9: 256 px, level
 * M), what to do, the amount the gateway asks for, and by when. The order waits in 'Menunggu
 * Pembayaran' with its countdown. Without the order there is no amount: the browser's own
 * sum is never shown as what to pay; the part says the order cannot be read yet.
 */
export function BranchQrCode({ payment, onReadAgain, isReading }: BranchQrCodeProps) {
  const titleId = useId();
  const { alias, branch, order } = payment;
  const amount = order?.docTotal ?? null;
  return (
    <section className={cx(layout.stack, styles.result)} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title} tabIndex={-1}>
        {texts.qrTitle}
      </h2>
      <div className={styles.code}>
        <QrCodeOnDemand value={alias} label={texts.qrImage(alias)} />
      </div>
      <p className={styles.alias}>{alias}</p>
      {order && <p className={layout.muted}>{texts.qrOrder(order.docNum)}</p>}
      {amount === null ? (
        isReading ? (
          <p className={layout.muted} role="status">
            {texts.orderReading}
          </p>
        ) : (
          <RetryNote retryLabel={texts.retry} onRetry={onReadAgain}>
            {texts.orderUnread}
          </RetryNote>
        )
      ) : (
        <p>
          <Price price={amount} size="lg" />
        </p>
      )}
      <ol className={cx(layout.stack, styles.steps)}>
        {texts.qrSteps(branch.name, branchAddress(branch), amount).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {order && (
        <p className={styles.deadline}>
          {texts.qrDeadline(
            `${formatDisplayDate(order.docDueDate)} pukul ${formatTime(order.docDueDate)}`,
          )}
        </p>
      )}
      <p className={layout.muted}>{texts.qrHint}</p>
      <Link variant="primary" href={hrefs.orderHistory('menunggu_pembayaran')}>
        {texts.qrOrders}
      </Link>
    </section>
  );
}
