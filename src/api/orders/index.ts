import { CART } from '../cart';
import { gatewayResource } from '../resource';
import type { OrderGroup } from './calls';

export type {
  OrderGroup,
  OrderLine,
  PaymentSession,
  SalesInvoiceOnline,
  Transaction,
} from './calls';
export { invoiceLinesFrom, onlineInvoice, qrInvoice, type ShippingQuote } from './invoices';
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

/** Placing an order: the invoice takes the cart's lines out of the cart. */
export const orderMutations = {
  /** Delivery to home, paid online: the answer opens the payment gateway's page. */
  payOnline: orders.mutation((calls) => calls.createOnlineInvoice, {
    invalidates: [CART, ORDERS],
  }),
  /** To pay in store: the answer is the alias the QR code shows. */
  payAtBranch: orders.mutation((calls) => calls.createQRInvoice, { invalidates: [CART, ORDERS] }),
};
