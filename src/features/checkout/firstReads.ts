import { addressReads, branchReads, cartReads } from '@/api/accountReads';
import type { Query } from '@/api/serverData';

/**
 * What the checkout reads first, for the route table to start with the screen's chunk
 * (app/routes.tsx): the cart, and with it what the delivery part reads once the cart is in
 * (addresses, the shop's city, the couriers), so those do not wait for the cart's answer.
 */
export const checkoutReads: Query<unknown>[] = [
  cartReads.lines,
  addressReads.list,
  branchReads.origin,
  branchReads.logistics,
];
