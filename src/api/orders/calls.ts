import { z } from 'zod';
import { api, type CallOptions, callInit, pathInit } from '../client';
import {
  branchSchema,
  orderDeliveryAddressSchema,
  outgoingTaxSchema,
  productImageSchema,
  productOptionRefSchema,
  uoMRefSchema,
} from '../models';
import { keyedAnswer, parsed } from '../response';
import type { components } from '../schema';

export type Transaction = components['schemas']['Transaction'];
export type OrderLine = components['schemas']['OrderLine'];
export type AwaitedPayment = components['schemas']['AwaitedPayment'];
export type PaymentReversal = components['schemas']['PaymentReversal'];

/** The three lists of the order-history dropdown (SPEC §2 'Order history'). */
export type OrderGroup = 'outstanding' | 'paidOrPending' | 'delivered';

const orderLineSchema = z.object({
  product: z.object({
    code: z.string(),
    name: z.string(),
    basePrice: z.number(),
    sellPrice: z.number(),
    details: z.array(productImageSchema),
    /** A custom blend's composition, as on a cart line. */
    productOptions: z.array(productOptionRefSchema).optional(),
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

const awaitedPaymentSchema = z.object({
  paymentType: z.string().nullable(),
  bank: z.string().nullish(),
  vaNumber: z.string().nullish(),
  billerCode: z.string().nullish(),
  billKey: z.string().nullish(),
  store: z.string().nullish(),
  paymentCode: z.string().nullish(),
  isUnderReview: z.boolean(),
}) satisfies z.ZodType<AwaitedPayment>;

const paymentReversalSchema = z.object({
  kind: z.enum(['refund', 'partial_refund', 'chargeback', 'partial_chargeback']),
}) satisfies z.ZodType<PaymentReversal>;

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
  // Optional, so an older gateway's answer still parses: the page then shows what it can.
  paymentMethod: z.enum(['online', 'branch']).optional(),
  deliveryAddress: orderDeliveryAddressSchema.nullish(),
  branch: branchSchema.nullish(),
  canReopenPayment: z.boolean().optional(),
  // What the payment provider said, beside the status: a detail the page can do without, so
  // one it cannot read (a kind of refund added later) is left out rather than failing it.
  awaitedPayment: awaitedPaymentSchema.nullish().catch(null),
  paymentReversal: paymentReversalSchema.nullish().catch(null),
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
    api.GET('/api/Transaction/{alias}', pathInit({ alias }, options)),
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

/** Its answer says whether an earlier send of the same press made the order (`replayed`). */
export function createOnlineInvoice(invoice: SalesInvoiceOnline, options?: CallOptions) {
  return keyedAnswer(
    api.POST('/api/SalesInvoice/Online', { body: invoice, ...callInit(options) }),
    paymentSessionSchema,
  );
}

/**
 * A fresh payment session for one of the customer's unpaid online orders ('Bayar sekarang'
 * on its page): 409 once it no longer awaits payment, 404 for anyone else's.
 */
export function reopenPayment(alias: string, options?: CallOptions) {
  return parsed(
    api.POST('/api/SalesInvoice/{alias}/Payment', pathInit({ alias }, options)),
    paymentSessionSchema,
  );
}

/**
 * Creates the invoice to pay in store; the answer is the alias the QR code shows, and whether
 * an earlier send of the same press made it (`replayed`).
 */
export function createQRInvoice(invoice: SalesInvoiceQR, options?: CallOptions) {
  return keyedAnswer(
    api.POST('/api/SalesInvoice/QR', { body: invoice, ...callInit(options) }),
    z.string().min(1),
  );
}
