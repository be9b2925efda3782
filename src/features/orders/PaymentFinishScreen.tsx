import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { failureReason } from '@/api/errors';
import { isOrderAlias, isOrderMissing, orderQueries } from '@/api/orders';
import { useServerData } from '@/api/serverData';
import { ORDER_ID_PARAM } from '@/features/payment/public';
import { hrefs, routes } from '@/lib/paths';
import { Button, cx, Link, layout, Spinner } from '@/ui';
import styles from './PaymentFinishScreen.module.css';
import { OrderNotFound } from './parts/OrderNotFound';
import { orderTexts } from './texts';

const t = orderTexts.finish;

/** Reads the order, then gives way to its page; a failed read says so and can be retried. */
function Finish({ alias }: { alias: string }) {
  const order = useServerData(orderQueries.one(alias));
  const [, navigate] = useLocation();
  const isRead = order.status === 'success';
  useEffect(() => {
    // Replaced, so Back from the order's page does not come here to read it again.
    if (isRead) navigate(hrefs.order(alias), { replace: true });
  }, [isRead, alias, navigate]);

  if (order.status === 'error') {
    if (isOrderMissing(order.error)) return <OrderNotFound />;
    return (
      <section className={cx(layout.card, layout.stack, styles.box)}>
        <h1 className={layout.taskTitle}>{t.failedTitle}</h1>
        <p className={styles.text} role="alert">
          {failureReason(order.error)}
        </p>
        <div className={cx(layout.cluster, styles.actions)}>
          <Button onPress={order.retry}>{orderTexts.retry}</Button>
          <Link variant="secondary" href={routes.orderHistory}>
            {orderTexts.page.toOrders}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className={cx(layout.card, styles.box, styles.checking)} role="status">
      <Spinner size="lg" isDecorative />
      <h1 className={layout.taskTitle}>{t.checking}</h1>
    </section>
  );
}

/**
 * /main/payment/finish: the one address the payment provider's dashboard is given (its
 * Finish, Unfinish and Error redirects), where a shopper comes back from a payment app,
 * often in a fresh page load. It finds the order `order_id` names and replaces itself with
 * the order's page, which shows the status the gateway gives. The address's own
 * `transaction_status` and `status_code` are never read: anybody can type them.
 */
export default function PaymentFinishScreen() {
  const alias = new URLSearchParams(useSearch()).get(ORDER_ID_PARAM);
  return (
    <div className={cx(layout.page, layout.stack, styles.page)}>
      {isOrderAlias(alias) ? <Finish key={alias} alias={alias} /> : <OrderNotFound />}
    </div>
  );
}
