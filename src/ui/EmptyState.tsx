import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './EmptyState.module.css';
import { Link } from './Link';
import layout from './layout.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  /** A sentence on what to do next. */
  children?: ReactNode;
  /** A drawing above the title; decorative, so give it alt="" or aria-hidden. */
  illustration?: ReactNode;
  /** One way forward: a Button, or a part that is more than a link to a page (see `link`). */
  action?: ReactNode;
  /** One way forward that is a page to go to: drawn as a button-looking Link. */
  link?: EmptyStateLink;
  /** The heading level that fits the page outline where the empty state sits. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

interface EmptyStateLink {
  href: string;
  text: ReactNode;
  variant?: 'primary' | 'secondary';
}

/** What a list shows when it has nothing in it ('Oops, Tidak ada data outstanding!'). */
export function EmptyState({
  title,
  children,
  illustration,
  action,
  link,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  const way =
    action ??
    (link && (
      <Link variant={link.variant ?? 'primary'} href={link.href}>
        {link.text}
      </Link>
    ));
  return (
    <div className={cx(layout.stack, styles.empty, className)}>
      {illustration && <div className={styles.illustration}>{illustration}</div>}
      <Heading className={styles.title}>{title}</Heading>
      {children && <p className={styles.text}>{children}</p>}
      {way && <div className={styles.action}>{way}</div>}
    </div>
  );
}
