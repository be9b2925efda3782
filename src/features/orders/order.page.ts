import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';
import { orderReads } from './orderReads';

/** An order's page: the order its address names. */
export default {
  path: routes.order,
  access: 'customer',
  screen: () => import('./OrderScreen'),
  reads: ({ params }) => orderReads(params.alias),
} satisfies Page;
