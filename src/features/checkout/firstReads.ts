import { addressQueries } from '@/api/addresses';
import { branchQueries } from '@/api/branches';
import { cartQueries } from '@/api/cart';
import type { Query } from '@/api/serverData';

/**
 * What the checkout reads first, for the route table to start with the screen's chunk
 * (app/routes.tsx): the cart, and with it what the delivery part reads once the cart is in
 * (addresses, the shop's city, the couriers), so those do not wait for the cart's answer.
 */
export const checkoutReads: Query<unknown>[] = [
  cartQueries.lines,
  addressQueries.list,
  branchQueries.origin,
  branchQueries.logistics,
];
