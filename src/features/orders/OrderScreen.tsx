import { useParams } from 'wouter';
import { failureReason } from '@/api/errors';
import { isOrderAlias, isOrderMissing, orderQueries } from '@/api/orders';
import { useServerData } from '@/api/serverData';
import { routes } from '@/lib/paths';
import { cx, Link, LoadError, layout } from '@/ui';
import styles from './OrderScreen.module.css';
import { OrderNotFound } from './parts/OrderNotFound';
import { OrderSkeleton } from './parts/OrderSkeleton';
import { OrderView } from './parts/OrderView';
import { orderTexts } from './texts';

/** Loads the order the address names and shows it; what names none says so. */
function OrderContent({ alias }: { alias: string }) {
  const order = useServerData(orderQueries.one(alias));
  // A failed reload (after a payment) keeps the order that is on screen.
  if (order.data) return <OrderView order={order.data} onPaymentTimeUp={order.reload} />;
  if (order.status === 'loading') return <OrderSkeleton />;
  if (isOrderMissing(order.error)) return <OrderNotFound />;
  return (
    <>
      <h1 className={layout.taskTitle}>{orderTexts.page.loadingTitle}</h1>
      <LoadError
        title={orderTexts.loadFailedTitle}
        retryLabel={orderTexts.retry}
        onRetry={order.retry}
      >
        {failureReason(order.error)}
      </LoadError>
    </>
  );
}

/**
 * /main/orders/:alias: one of the customer's orders on a page of its own, so a link to it can
 * be shared, bookmarked, reloaded, or come back to from a payment app. An alias the gateway
 * could never have made (`../`, `%00`, markup, a page of text) is not found at once, without
 * a request that would carry it.
 */
export default function OrderScreen() {
  const { alias = '' } = useParams<{ alias?: string }>();
  return (
    <div className={cx(layout.page, layout.stack, styles.page)}>
      <Link variant="standalone" href={routes.orderHistory} className={styles.back}>
        <span aria-hidden="true">←</span> {orderTexts.page.back}
      </Link>
      {isOrderAlias(alias) ? <OrderContent key={alias} alias={alias} /> : <OrderNotFound />}
    </div>
  );
}
