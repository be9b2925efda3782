import { CART } from '../cart';
import type { CallOptions } from '../client';
import { gatewayResource } from '../resource';
import type { OrderGroup, Transaction } from './calls';

export type {
  OrderGroup,
  OrderLine,
  PaymentSession,
  SalesInvoiceOnline,
  Transaction,
} from './calls';
export { onlineInvoice, qrInvoice, type ShippingQuote } from './invoices';
export type { Snap, SnapCallbacks, SnapResult } from './payment';

const orders = gatewayResource(() => import('./calls'));

/** Every order change makes stale what is under 'orders': the three lists and each order. */
export const ORDERS = 'orders';

/** The customer's orders (keys under 'orders'). */
export const orderQueries = {
  group: (group: OrderGroup) =>
    orders.query(`orders:${group}`, (calls, options) => calls.listOrders(group, options)),
  /**
   * One of the customer's orders. After a payment its docStatus is what the shop trusts, not
   * the payment script's callback.
   */
  one: (alias: string) =>
    orders.query(`orders:one:${alias}`, (calls, options) => calls.getOrder(alias, options)),
};

/**
 * The outstanding orders as the gateway holds them now, past the cache: an invoice whose
 * answer was lost is looked for among them (an order that was not there before it was sent).
 */
export const readOutstandingNow = orders.call(
  (calls) => (options?: CallOptions) => calls.listOrders('outstanding', options),
);

/** The order in `now` that `before` did not hold, if any: what a lost invoice made. */
export function newOrderSince(
  before: readonly Transaction[],
  now: readonly Transaction[],
): Transaction | null {
  const known = new Set(before.map((order) => order.alias));
  return now.find((order) => !known.has(order.alias)) ?? null;
}

/** Placing an order: the invoice takes the cart's lines out of the cart. */
export const orderMutations = {
  /** Delivery to home, paid online: the answer opens the payment gateway's page. */
  payOnline: orders.mutation((calls) => calls.createOnlineInvoice, {
    invalidates: [CART, ORDERS],
  }),
  /** To pay in store: the answer is the alias the QR code shows. */
  payAtBranch: orders.mutation((calls) => calls.createQRInvoice, { invalidates: [CART, ORDERS] }),
};
