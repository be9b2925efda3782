import { useSearchParams } from 'wouter';
import { orderQueries } from '@/api/orders';
import { useServerData } from '@/api/serverData';
import { routes } from '@/lib/paths';
import { Button, ConfirmFlowDialogs, cx, EmptyState, layout, SelectOnDemand } from '@/ui';
import { useReorder } from './hooks/useReorder';
import styles from './OrderHistoryPanel.module.css';
import { ORDER_GROUP_OPTIONS, orderGroupOption, STATUS_QUERY_PARAM } from './orderGroups';
import { OrderCard } from './parts/OrderCard';
import { OrderListSkeleton } from './parts/OrderListSkeleton';
import { orderTexts as t } from './texts';

export interface OrderHistoryPanelProps {
  /**
   * The heading level of each order and of the empty state, one below the heading the
   * panel sits under ('Pesanan Saya' on its own screen, the profile's tab otherwise).
   */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The customer's orders by group (SPEC §2 Order history): awaiting payment with a countdown,
 * in process, delivered. The chosen group lives in `?status=` so a reload keeps it.
 */
export function OrderHistoryPanel({ headingLevel = 2 }: OrderHistoryPanelProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const option = orderGroupOption(searchParams.get(STATUS_QUERY_PARAM));
  const orders = useServerData(orderQueries.group(option.group));
  const reorder = useReorder();
  const isOutstanding = option.group === 'outstanding';

  const choose = (id: unknown) => {
    const next = ORDER_GROUP_OPTIONS.find((candidate) => candidate.id === id);
    if (!next || next.id === option.id) return;
    // Other parameters of the page (the profile's tab) stay as they are.
    setSearchParams(
      (params) => {
        params.set(STATUS_QUERY_PARAM, next.id);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <div className={cx(layout.stack, styles.panel)}>
      <SelectOnDemand
        className={styles.filter}
        label={t.groupLabel}
        options={ORDER_GROUP_OPTIONS}
        value={option.id}
        onChange={choose}
      />

      {orders.status === 'loading' && <OrderListSkeleton />}

      {orders.status === 'error' && (
        <div className={cx(layout.stack, styles.failure)} role="alert">
          <p className={styles.failureTitle}>{t.loadFailedTitle}</p>
          <p className={styles.failureText}>{orders.error.userMessage}</p>
          <Button variant="secondary" onPress={orders.retry}>
            {t.retry}
          </Button>
        </div>
      )}

      {orders.status === 'success' && orders.data.length === 0 && (
        <EmptyState
          title={option.emptyTitle}
          headingLevel={headingLevel}
          link={{ href: routes.products, text: t.shopNow, variant: 'secondary' }}
        >
          {t.emptyHint}
        </EmptyState>
      )}

      {orders.status === 'success' && orders.data.length > 0 && (
        <ul className={cx(layout.plainList, layout.stack)} aria-label={t.listLabel(option.label)}>
          {orders.data.map((order) => (
            <li key={order.alias}>
              <OrderCard
                order={order}
                isOutstanding={isOutstanding}
                headingLevel={headingLevel}
                onBuyAgain={reorder.start}
                isBuyingAgain={reorder.isSending && reorder.pending?.alias === order.alias}
                // Expired orders leave the outstanding list, so it is loaded again.
                onPaymentTimeUp={orders.reload}
              />
            </li>
          ))}
        </ul>
      )}

      <ConfirmFlowDialogs flow={reorder} />
    </div>
  );
}
