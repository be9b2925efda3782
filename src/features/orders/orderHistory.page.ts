import { orderQueries } from '@/api/orders';
import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';
import { orderGroupIn } from './orderGroups';

/** The order history: the orders of the group `?status=` names (the default one without it). */
export default {
  path: routes.orderHistory,
  access: 'customer',
  screen: () => import('./OrderHistoryScreen'),
  reads: ({ search }) => [orderQueries.group(orderGroupIn(search))],
  title: 'Riwayat pesanan',
} satisfies Page;
