import { type ReactNode, useId } from 'react';
import styles from './SectionCard.module.css';

/**
 * One card of a page with its own heading: a part of the checkout ('Alamat pengiriman',
 * 'Pengiriman'), the branch screen's summary. The section is named by its heading.
 */
export function SectionCard({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      className={className ? `${styles.section} ${className}` : styles.section}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
