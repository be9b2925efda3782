import type { Page } from '@/app/page';
import { ORDER_ID_PARAM } from '@/features/payment/public';
import { routes } from '@/lib/paths';
import { orderReads } from './orderReads';

/** Where the payment provider returns the shopper: the order its `order_id` names. */
export default {
  path: routes.paymentFinish,
  access: 'customer',
  screen: () => import('./PaymentFinishScreen'),
  reads: ({ search }) => orderReads(search.get(ORDER_ID_PARAM)),
  title: 'Pembayaran',
} satisfies Page;
