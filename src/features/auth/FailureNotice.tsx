import { cx, layout } from '@/ui';
import styles from './FailureNotice.module.css';

export interface FailureNoticeProps {
  title: string;
  message: string;
}

/** Why a request failed, above the form it belongs to; announced as soon as it appears. */
export function FailureNotice({ title, message }: FailureNoticeProps) {
  return (
    <div className={cx(layout.stack, styles.notice)} role="alert">
      <p className={styles.title}>{title}</p>
      <p>{message}</p>
    </div>
  );
}
