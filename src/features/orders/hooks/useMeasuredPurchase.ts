import { useEffect } from 'react';
import type { Transaction } from '@/api/orders';
import { track } from '@/features/analytics/public';
import { deliveryOf } from '../orderFigures';

/**
 * GA4's purchase (after 'Terima' only), when the gateway's own status says the order is
 * paid: never from the payment provider's return address. Analytics sends it once per order
 * however often the page is shown.
 */
export function useMeasuredPurchase(order: Transaction) {
  useEffect(() => {
    if (order.docStatus !== 'Paid') return;
    track({
      name: 'purchase',
      transactionId: order.alias,
      value: order.docTotal,
      shipping: deliveryOf(order)?.rate ?? 0,
      items: order.details.map((line) => ({ line })),
    });
  }, [order]);
}
