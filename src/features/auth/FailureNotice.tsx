import { cx, layout } from '@/ui';
import styles from './FailureNotice.module.css';

export interface FailureNoticeProps {
  title: string;
  message: string;
}

function Notice({
  tone,
  role,
  title,
  message,
}: FailureNoticeProps & { tone: 'failure' | 'sent'; role: 'alert' | 'status' }) {
  return (
    <div className={cx(layout.stack, styles.notice, styles[tone])} role={role}>
      <p className={styles.title}>{title}</p>
      <p>{message}</p>
    </div>
  );
}

/** Why a request failed, above the form it belongs to; announced as soon as it appears. */
export function FailureNotice({ title, message }: FailureNoticeProps) {
  return <Notice tone="failure" role="alert" title={title} message={message} />;
}

/** That a code was sent and where, above the form it is typed into; announced politely. */
export function SentNotice({ title, message }: FailureNoticeProps) {
  return <Notice tone="sent" role="status" title={title} message={message} />;
}
