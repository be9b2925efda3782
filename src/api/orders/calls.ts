import { z } from 'zod';
import { api, type CallOptions, callInit } from '../client';
import { outgoingTaxSchema, productImageSchema, uoMRefSchema } from '../models';
import { parsed } from '../response';
import type { components } from '../schema';

export type Transaction = components['schemas']['Transaction'];
export type OrderLine = components['schemas']['OrderLine'];

/** The three lists of the order-history dropdown (SPEC §2 'Order history'). */
export type OrderGroup = 'outstanding' | 'paidOrPending' | 'delivered';

const orderLineSchema = z.object({
  product: z.object({
    code: z.string(),
    name: z.string(),
    basePrice: z.number(),
    sellPrice: z.number(),
    details: z.array(productImageSchema),
  }),
  quantity: z.number().int(),
  baseQuantity: z.number(),
  uom: uoMRefSchema,
  price: z.number(),
  lineTotal: z.number(),
  selectedOutgoingTax: outgoingTaxSchema.nullish(),
  /** The grind level the beans were ordered in. */
  remarks: z.string().nullish(),
  varianceJSON: z.string().nullish(),
}) satisfies z.ZodType<OrderLine>;

// The countdown to docDueDate needs a date it can parse, so the format is checked here.
const dateTime = z.iso.datetime({ offset: true, local: true });

const transactionSchema = z.object({
  alias: z.string(),
  docNum: z.string(),
  docDate: dateTime,
  docDueDate: dateTime,
  docStatus: z.string(),
  docTotal: z.number(),
  details: z.array(orderLineSchema),
  midTransQRISUrl: z.string().nullish(),
  logisticService: z.string().nullish(),
  logisticETADays: z.string().nullish(),
  logisticRate: z.number().nullish(),
}) satisfies z.ZodType<Transaction>;

const transactionsSchema = z.array(transactionSchema);

const paths = {
  outstanding: '/api/Transaction/Outstanding',
  paidOrPending: '/api/Transaction/PaidOrPending',
  delivered: '/api/Transaction/Delivered',
} as const;

export function listOrders(group: OrderGroup, options?: CallOptions) {
  return parsed(api.GET(paths[group], callInit(options)), transactionsSchema);
}

/**
 * One of the customer's orders. After a payment its docStatus is what the shop trusts, not
 * the payment script's callback.
 */
export function getOrder(alias: string, options?: CallOptions) {
  return parsed(
    api.GET('/api/Transaction/{alias}', { params: { path: { alias } }, ...callInit(options) }),
    transactionSchema,
  );
}

/** Delivery to home, paid online (SPEC §3 'Sales invoice (online)'). */
export type SalesInvoiceOnline = components['schemas']['SalesInvoiceOnline'];
/** Pay at a branch: the address fields carry the branch's address. */
export type SalesInvoiceQR = components['schemas']['SalesInvoiceQR'];
/** What the payment-gateway script needs to open the payment. */
export type PaymentSession = components['schemas']['PaymentSession'];

const paymentSessionSchema = z.object({
  orderAlias: z.string().min(1),
  token: z.string().min(1),
  redirect_url: z.string(),
}) satisfies z.ZodType<PaymentSession>;

export function createOnlineInvoice(invoice: SalesInvoiceOnline, options?: CallOptions) {
  return parsed(
    api.POST('/api/SalesInvoice/Online', { body: invoice, ...callInit(options) }),
    paymentSessionSchema,
  );
}

/** Creates the invoice to pay in store; the answer is the alias the QR code shows. */
export function createQRInvoice(invoice: SalesInvoiceQR, options?: CallOptions) {
  return parsed(
    api.POST('/api/SalesInvoice/QR', { body: invoice, ...callInit(options) }),
    z.string().min(1),
  );
}
