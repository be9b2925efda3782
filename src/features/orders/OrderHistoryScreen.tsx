import { useId } from 'react';
import { cx, layout } from '@/ui';
import { OrderHistoryPanel } from './OrderHistoryPanel';
import styles from './OrderHistoryScreen.module.css';
import { orderTexts as t } from './texts';

/** /main/order-history: the order history on a page of its own. */
export default function OrderHistoryScreen() {
  const headingId = useId();
  return (
    <section className={cx(layout.page, styles.screen)} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {t.screenTitle}
      </h1>
      <OrderHistoryPanel headingLevel={2} />
    </section>
  );
}
