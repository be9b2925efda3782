import { CART } from '../cart';
import { ApiError } from '../errors';
import { gatewayResource } from '../resource';
import type { OrderGroup } from './calls';

export type { KeyedAnswer } from '../response';
export type {
  AwaitedPayment,
  OrderGroup,
  OrderLine,
  PaymentSession,
  SalesInvoiceOnline,
  Transaction,
} from './calls';
export { invoiceLinesFrom, onlineInvoice, qrInvoice, type ShippingQuote } from './invoices';
export type { Snap, SnapCallbacks, SnapResult } from './payment';

const orders = gatewayResource(() => import('./calls'));

/** Longer than any alias the gateway hands out (`trx-` and 12 hex, `SI-QR-` and 8). */
const MAX_ORDER_ALIAS_LENGTH = 64;
const ORDER_ALIAS = /^[A-Za-z0-9][A-Za-z0-9_-]*$/u;

/**
 * Whether `alias` can name an order at all: letters, digits, `-` and `_`, at most 64. An
 * address or a payment provider's `order_id` that is anything else (`../`, `%00`, HTML, a
 * page of text) names no order, so no request is made with it.
 */
export function isOrderAlias(alias: unknown): alias is string {
  return (
    typeof alias === 'string' && alias.length <= MAX_ORDER_ALIAS_LENGTH && ORDER_ALIAS.test(alias)
  );
}

/** Every order change makes stale what is under 'orders': the three lists and each order. */
export const ORDERS = 'orders';

/** The gateway knows no such order of this customer (another's is as unknown: 404, or 403). */
export function isOrderMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}

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

/** Placing an order: the invoice takes the cart's lines out of the cart. */
export const orderMutations = {
  /**
   * Delivery to home, paid online: the answer opens the payment gateway's page (`replayed`:
   * the order was made by an earlier send of the press, whose answer was lost).
   */
  payOnline: orders.mutation((calls) => calls.createOnlineInvoice, {
    invalidates: [CART, ORDERS],
  }),
  /** To pay in store: the answer is the alias the QR code shows (`replayed` as above). */
  payAtBranch: orders.mutation((calls) => calls.createQRInvoice, { invalidates: [CART, ORDERS] }),
  /** 'Bayar sekarang' on an unpaid online order: a fresh session for the payment page. */
  reopenPayment: orders.mutation((calls) => calls.reopenPayment, { invalidates: [ORDERS] }),
};
