import { addressQueries } from '@/api/addresses';
import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';

/** The address list. */
export default {
  path: routes.address,
  access: 'customer',
  screen: () => import('./AddressListScreen'),
  reads: () => [addressQueries.list],
  title: 'Alamat pengiriman',
} satisfies Page;
