import { type ReactNode, useId } from 'react';
import styles from './Section.module.css';

/** One card of the checkout page with its heading ('Alamat pengiriman', 'Pengiriman' …). */
export function Section({
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
