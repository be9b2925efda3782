import { addressQueries } from '@/api/addresses';
import { branchQueries } from '@/api/branches';
import { cartQueries } from '@/api/cart';
import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';

/**
 * The checkout: the cart, and with it what the delivery part reads once the cart is in
 * (addresses, the shop's city, the couriers), so those do not wait for the cart's answer.
 */
export default {
  path: routes.checkout,
  access: 'customer',
  screen: () => import('./CheckoutScreen'),
  reads: () => [
    cartQueries.lines,
    addressQueries.list,
    branchQueries.origin,
    branchQueries.logistics,
  ],
  title: 'Checkout',
} satisfies Page;
