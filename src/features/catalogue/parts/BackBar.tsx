import { routes } from '@/lib/paths';
import { Link } from '@/ui';
import { catalogueTexts } from '../texts';
import styles from './BackBar.module.css';

/** 'Detail produk': the bar above a product that leads back to all products. */
export function BackBar() {
  return (
    <nav className={styles.bar} aria-label={catalogueTexts.detail.back}>
      <Link href={routes.products} variant="standalone" className={styles.link}>
        <svg className={styles.icon} viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path
            d="M15 6l-6 6 6 6"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {catalogueTexts.detail.back}
      </Link>
    </nav>
  );
}
