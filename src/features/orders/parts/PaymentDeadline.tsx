import { formatDisplayDate, formatTime } from '@/lib/format';
import { Countdown, cx, layout } from '@/ui';
import { orderTexts as t } from '../texts';
import styles from './PaymentDeadline.module.css';

export interface PaymentDeadlineProps {
  /** The order's `docDueDate`. */
  dueDate: string;
  /** Called once the time is up (the order then leaves the unpaid group). */
  onEnd?: () => void;
  now?: () => number;
  /**
   * On the order's page the deadline names its payment section: an h2 with this id. In the
   * history's card it is a muted line above a smaller countdown.
   */
  headingId?: string;
}

/** 'Bayar sebelum …' and the countdown to it, while an order waits for its payment. */
export function PaymentDeadline({ dueDate, onEnd, now, headingId }: PaymentDeadlineProps) {
  const words = t.payBefore(formatDisplayDate(dueDate), formatTime(dueDate));
  return (
    <div className={cx(layout.stack, styles.deadline)}>
      {headingId ? (
        <h2 id={headingId} className={styles.heading}>
          {words}
        </h2>
      ) : (
        <span className={layout.muted}>{words}</span>
      )}
      <Countdown
        to={dueDate}
        label={t.countdownLabel}
        announcements={t.countdownAnnouncements}
        onEnd={onEnd}
        now={now}
        className={cx(styles.countdown, headingId && styles.large)}
      />
    </div>
  );
}
