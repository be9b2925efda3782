import { type ReactNode, useId } from 'react';
import { cx, Link, layout } from '@/ui';
import styles from './AuthCard.module.css';

export interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Under the card's content: the way to the other form ('Belum punya akun?'). */
  footer?: ReactNode;
}

/** The one card every account screen sits in, so login, register and the rest read alike. */
export function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={cx(layout.stack, styles.card)}>
        <header className={cx(layout.stack, styles.header)}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </header>
        {children}
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </section>
  );
}

/** A footer's way to another account screen, after its question ('Belum punya akun? Daftar'). */
export function AuthCardLink({
  question,
  href,
  children,
}: {
  question?: string;
  href: string;
  children: ReactNode;
}) {
  return (
    <p>
      {question && `${question} `}
      <Link href={href}>{children}</Link>
    </p>
  );
}
