import { routes } from '@/lib/paths';
import { cx, Link, layout } from '@/ui';
import { orderTexts } from '../texts';
import styles from './OrderPageParts.module.css';

/**
 * An address that names no order of this customer (another's, a mistyped or hostile one):
 * the same words whatever the reason, so nothing says whether an order exists elsewhere.
 */
export function OrderNotFound() {
  return (
    <section className={cx(layout.card, layout.stack, styles.notFound)}>
      <h1 className={layout.taskTitle}>{orderTexts.page.notFoundTitle}</h1>
      <p className={styles.notFoundText}>{orderTexts.page.notFound}</p>
      <Link href={routes.orderHistory} variant="primary" className={styles.notFoundLink}>
        {orderTexts.page.toOrders}
      </Link>
    </section>
  );
}
