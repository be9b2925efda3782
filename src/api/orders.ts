import { z } from 'zod';
import { api, type CallOptions, callInit } from './client';
import { gatewayQuery } from './gatewayQuery';
import { outgoingTaxSchema, productImageSchema, uoMRefSchema } from './models';
import { parsed } from './response';
import type { components } from './schema';
import type { Query } from './serverData';

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

/** The customer's orders of one group (keys under 'orders'). */
export const orderQueries = {
  group: (group: OrderGroup): Query<Transaction[]> =>
    gatewayQuery(`orders:${group}`, (call) => listOrders(group, call)),
};
