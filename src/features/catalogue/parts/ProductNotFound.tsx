import { routes } from '@/lib/paths';
import { cx, Link, layout } from '@/ui';
import { catalogueTexts } from '../texts';
import styles from './ProductNotFound.module.css';

/** An address whose product code names nothing the shop sells: say so, and lead back. */
export function ProductNotFound() {
  return (
    <section className={cx(layout.card, layout.stack, styles.box)}>
      <h1 className={styles.title}>{catalogueTexts.detail.notFoundTitle}</h1>
      <p className={styles.text}>{catalogueTexts.detail.notFound}</p>
      <Link href={routes.products} variant="primary">
        {catalogueTexts.detail.backToProducts}
      </Link>
    </section>
  );
}
