import { Link } from 'wouter';
import { routes } from '@/lib/paths';
import styles from './Logo.module.css';
import { shellTexts } from './texts';

/** The shop's mark and word mark; `inverse` on dark bars. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className={inverse ? `${styles.logo} ${styles.inverse}` : styles.logo}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" className={styles.tile} />
        <g transform="rotate(32 16 16)">
          <ellipse cx="16" cy="16" rx="7" ry="10" className={styles.bean} />
          <path d="M13.5 6.8c4 4.6 -1.4 13.6 3 18.4" className={styles.crease} />
        </g>
      </svg>
      <span>{shellTexts.brand}</span>
    </span>
  );
}

/** The logo as the way home, at the start of the navbar and of the mobile top bar. */
export function LogoHomeLink({ inverse }: { inverse: boolean }) {
  return (
    <Link
      href={routes.home}
      className={styles.homeLink}
      aria-label={`${shellTexts.brand}, ${shellTexts.home}`}
    >
      <Logo inverse={inverse} />
    </Link>
  );
}
