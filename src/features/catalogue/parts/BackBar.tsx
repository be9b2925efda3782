import { routes } from '@/lib/paths';
import { Icon, Link } from '@/ui';
import { catalogueTexts } from '../texts';
import styles from './BackBar.module.css';

/** 'Detail produk': the bar above a product that leads back to all products. */
export function BackBar() {
  return (
    <nav className={styles.bar} aria-label={catalogueTexts.detail.back}>
      <Link href={routes.products} variant="standalone" className={styles.link}>
        <Icon className={styles.icon}>
          <path d="M15 6l-6 6 6 6" />
        </Icon>
        {catalogueTexts.detail.back}
      </Link>
    </nav>
  );
}
