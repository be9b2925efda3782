import { routes } from '@/lib/paths';
import { cx, Link, layout } from '@/ui';
import styles from './HomeScreen.module.css';
import { homeTexts } from './texts';

export interface MemberSectionProps {
  id: string;
  isAuthenticated: boolean;
  firstName?: string | null | undefined;
}

function Check() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      className={styles.check}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="12" />
      <path d="m7 12.5 3.2 3.2L17 9" />
    </svg>
  );
}

/**
 * The sign-up invitation ('Daftar Sekarang!'). A signed-in customer already has the
 * account it offers, so they are greeted and shown the way to it instead.
 */
export function MemberSection({ id, isAuthenticated, firstName }: MemberSectionProps) {
  const headingId = `${id}-judul`;
  return (
    <section id={id} aria-labelledby={headingId} tabIndex={-1} className={styles.section}>
      <div className={cx(layout.split, styles.member)}>
        <div className={cx(layout.stack, styles.memberText)}>
          <h2 id={headingId} className={styles.memberTitle}>
            {isAuthenticated ? homeTexts.customerTitle(firstName) : homeTexts.memberTitle}
          </h2>
          <p>{isAuthenticated ? homeTexts.customerText : homeTexts.memberText}</p>
          <Link
            variant="secondary"
            href={isAuthenticated ? routes.profile : routes.register}
            className={styles.memberCta}
          >
            {isAuthenticated ? homeTexts.customerCta : homeTexts.memberCta}
          </Link>
        </div>
        <ul className={cx(layout.plainList, layout.stack, styles.benefits)}>
          {homeTexts.memberBenefits.map((benefit) => (
            <li key={benefit}>
              <Check />
              {benefit}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
