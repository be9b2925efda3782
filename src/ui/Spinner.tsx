import { cx } from './cx';
import { Icon } from './Icon';
import styles from './Spinner.module.css';
import { VisuallyHidden } from './VisuallyHidden';

export interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /**
   * Inside something that already says it is busy (a pending button), the spinner is only
   * decoration and stays out of the accessibility tree.
   */
  isDecorative?: boolean;
  className?: string;
}

/** An indeterminate loading indicator in the current text colour. */
export function Spinner({
  label = 'Memuat…',
  size = 'md',
  isDecorative = false,
  className,
}: SpinnerProps) {
  const ring = (
    <Icon className={styles.svg} strokeWidth={3}>
      <circle className={styles.track} cx="12" cy="12" r="9.5" />
      <path d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" />
    </Icon>
  );
  if (isDecorative) {
    return (
      <span className={cx(styles.root, styles[size], className)} aria-hidden="true">
        {ring}
      </span>
    );
  }
  return (
    <span role="status" className={cx(styles.root, styles[size], className)}>
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
