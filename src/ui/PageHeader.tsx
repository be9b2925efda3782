import type { ReactNode } from 'react';
import { cx } from './cx';
import layout from './layout.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  /** The small uppercase line above the title. */
  eyebrow?: ReactNode;
  /** The sentence under the title. */
  lead?: ReactNode;
  /** `display` for a landing page ('Partnership'), `title` for a list page ('Blogs'). */
  size?: 'display' | 'title';
  className?: string;
  titleClassName?: string;
  /** What follows the lead: the page's call to action. */
  children?: ReactNode;
}

/** The top of a page: eyebrow, the page's one level-1 heading, its lead and what follows. */
export function PageHeader({
  title,
  eyebrow,
  lead,
  size = 'display',
  className,
  titleClassName,
  children,
}: PageHeaderProps) {
  return (
    <header className={cx(layout.header, className)}>
      {eyebrow && <p className={layout.eyebrow}>{eyebrow}</p>}
      <h1 className={cx(layout[size], titleClassName)}>{title}</h1>
      {lead && <p className={layout.lead}>{lead}</p>}
      {children}
    </header>
  );
}
