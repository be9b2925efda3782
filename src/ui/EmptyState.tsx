import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './EmptyState.module.css';
import layout from './layout.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  /** A sentence on what to do next. */
  children?: ReactNode;
  /** A drawing above the title; decorative, so give it alt="" or aria-hidden. */
  illustration?: ReactNode;
  /** One way forward: a Link or Button. */
  action?: ReactNode;
  /** The heading level that fits the page outline where the empty state sits. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list shows when it has nothing in it ('Oops, Tidak ada data outstanding!'). */
export function EmptyState({
  title,
  children,
  illustration,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(layout.stack, styles.empty, className)}>
      {illustration && <div className={styles.illustration}>{illustration}</div>}
      <Heading className={styles.title}>{title}</Heading>
      {children && <p className={styles.text}>{children}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
