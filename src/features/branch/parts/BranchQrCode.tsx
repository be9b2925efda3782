import { useId } from 'react';
import { formatDisplayDate, formatTime } from '@/lib/format';
import { hrefs } from '@/lib/paths';
import { cx, Link, layout, Price, QrCode } from '@/ui';
import { branchAddress } from '../branchDisplay';
import type { BranchPayment } from '../hooks/usePayAtBranch';
import { branchTexts as texts } from '../texts';
import styles from './BranchQrCode.module.css';

/**
 * What the shopper shows at the till: the invoice's alias as a QR (SPEC §9: 256 px, level
 * M), what to do, and by when. The order waits in 'Menunggu Pembayaran' with its countdown.
 */
export function BranchQrCode({ payment, total }: { payment: BranchPayment; total: number }) {
  const titleId = useId();
  const { alias, branch, order } = payment;
  const amount = order?.docTotal ?? total;
  return (
    <section className={cx(layout.stack, styles.result)} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title} tabIndex={-1}>
        {texts.qrTitle}
      </h2>
      <div className={styles.code}>
        <QrCode value={alias} label={texts.qrImage(alias)} />
      </div>
      <p className={styles.alias}>{alias}</p>
      {order && <p className={layout.muted}>{texts.qrOrder(order.docNum)}</p>}
      <p>
        <Price price={amount} size="lg" />
      </p>
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
