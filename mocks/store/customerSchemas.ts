import { z } from 'zod';
import {
  orderDeliveryAddressSchema,
  outgoingTaxSchema,
  shipmentAddressInputSchema,
} from '@/api/models';
import { image } from './catalogueSchemas';

// The customers' records in the mock's database: accounts and tokens, carts, addresses,
// orders and mail, and the gateway's own bookkeeping (collections.ts builds the collections).

const customerSchema = z.object({
  id: z.number().int(),
  alias: z.string(),
  membershipCode: z.string().nullable(),
  userId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  mobileNumber: z.string(),
  joinDate: z.string(),
  birthday: z.string(),
  balance: z.number(),
  paymentTerm: z.string().nullable(),
  fileName: z.string().nullable(),
  data: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Stored as given: this is a mock, and the demo accounts document their passwords. */
  password: z.string().nullable(),
  group: z.string().nullable(),
  remarks: z.string().nullable(),
  isInActive: z.boolean(),
  /** The key of the e-mailed activation link while the account is inactive. */
  activationAlias: z.string().nullable(),
  /** When it registered (epoch ms): one still inactive 24 hours later is gone. */
  registeredAt: z.number(),
});

export const federatedIdentitySchema = z.object({
  userId: z.string(),
  email: z.string(),
  givenName: z.string(),
  familyName: z.string(),
});

const tokenSchema = z.object({
  token: z.string(),
  kind: z.enum(['client', 'customer']),
  /** Null for a client token, and for a Google sign-in whose profile is not completed yet. */
  customerAlias: z.string().nullable(),
  federated: federatedIdentitySchema.nullable(),
  expiresAt: z.number(),
});

const cartLineSchema = z.object({
  alias: z.string(),
  customerAlias: z.string(),
  productCode: z.string(),
  quantity: z.number().int(),
  uomCode: z.string(),
  baseQuantity: z.number(),
  price: z.number(),
  lineTotal: z.number(),
  weightInMg: z.number(),
  varianceJSON: z.string(),
  remarks: z.string(),
  createdAt: z.number(),
});

// An address as the shopper sends it, plus its alias, its owner and when it was saved.
const addressSchema = shipmentAddressInputSchema.extend({
  alias: z.string(),
  customerAlias: z.string(),
  createdAt: z.number(),
});

export const orderLineSchema = z.object({
  product: z.object({
    code: z.string(),
    name: z.string(),
    basePrice: z.number(),
    sellPrice: z.number(),
    details: z.array(image),
  }),
  quantity: z.number().int(),
  baseQuantity: z.number(),
  uom: z.object({ code: z.string() }),
  price: z.number(),
  lineTotal: z.number(),
  selectedOutgoingTax: outgoingTaxSchema.nullable(),
  /** The cart line's remarks: a bean's grind level. */
  remarks: z.string(),
  varianceJSON: z.string().nullable(),
});

export const orderStatusSchema = z.enum(['Open', 'Paid', 'Pending', 'Delivered', 'Expired']);

/** The payment the provider opened for an unpaid order, as its `pending` notification said. */
export const awaitedPaymentSchema = z.object({
  paymentType: z.string().nullable(),
  bank: z.string().nullable(),
  vaNumber: z.string().nullable(),
  billerCode: z.string().nullable(),
  billKey: z.string().nullable(),
  store: z.string().nullable(),
  paymentCode: z.string().nullable(),
  /** A card payment held by the provider's fraud check (`capture` + `challenge`). */
  isUnderReview: z.boolean(),
});

export const paymentReversalSchema = z.enum([
  'refund',
  'partial_refund',
  'chargeback',
  'partial_chargeback',
]);

const orderSchema = z.object({
  alias: z.string(),
  customerAlias: z.string(),
  docNum: z.string(),
  /** ISO 8601 with the shop's +07:00 offset. */
  docDate: z.string(),
  docDueDate: z.string(),
  docStatus: orderStatusSchema,
  docTotal: z.number(),
  details: z.array(orderLineSchema),
  midTransQRISUrl: z.string().nullable(),
  logisticService: z.string().nullable(),
  logisticETADays: z.string().nullable(),
  logisticRate: z.number().nullable(),
  /** Pay online and deliver home, or pay at a branch by QR. */
  channel: z.enum(['online', 'qr']),
  branchCode: z.string().nullable(),
  paymentToken: z.string().nullable(),
  /** Where an online order goes, as its invoice named it; null for a branch order. */
  deliveryAddress: orderDeliveryAddressSchema.nullable(),
  /** Set by the provider's notifications (mocks/domain/paymentNotification.ts). */
  awaitedPayment: awaitedPaymentSchema.nullable().default(null),
  paymentReversal: paymentReversalSchema.nullable().default(null),
});

const mailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** A storefront path, e.g. /Activation/act-1a2b3c. */
  link: z.string().nullable(),
  sentAt: z.number(),
});

const counterSchema = z.object({ name: z.string(), value: z.number().int() });

/** A custom product code NextCode handed to a customer; only they may create a product with it. */
const issuedCodeSchema = z.object({
  code: z.string(),
  customerAlias: z.string(),
  issuedAt: z.number(),
});

/**
 * A code asked for a phone (mocks/domain/phoneCodes.ts), to reset a password or to register.
 * Every request is kept, whatever the phone, so requests are counted alike; `code` is null
 * where none was sent (no account to reset, or a phone another account holds), and then
 * nothing matches it.
 */
const phoneCodeSchema = z.object({
  purpose: z.enum(['reset', 'registration']),
  phone: z.string(),
  code: z.string().nullable(),
  customerAlias: z.string().nullable(),
  issuedAt: z.number(),
  wrongTries: z.number().int(),
  /** Used for a reset, or replaced by a newer code. */
  spent: z.boolean(),
});

/**
 * The first successful answer to a creating call sent with an Idempotency-Key, kept 24 h per
 * customer, at most 50 keys each (gateway.yaml): a repeat is answered with it instead of
 * writing again.
 */
const idempotencyKeySchema = z.object({
  customerAlias: z.string(),
  key: z.string(),
  /** SHA-256 (hex) of method, path and the body as data: a repeat must be the same request. */
  fingerprint: z.string(),
  status: z.number().int(),
  contentType: z.string(),
  body: z.string(),
  storedAt: z.number(),
});

/**
 * One event a rate limit counts (mocks/domain/throttle.ts): a failed login, a registration, a
 * code issued. `key` is the limit's name and its subject; `until`, when it stops counting.
 */
const throttleEventSchema = z.object({ key: z.string(), at: z.number(), until: z.number() });

/**
 * One payment notification the gateway received, whatever became of it: what the shop's
 * staff read when a payment and an order disagree (mocks/domain/paymentNotices.ts).
 */
const paymentNoticeSchema = z.object({
  at: z.number(),
  /** As received, cut to 64 characters: it may name no order. */
  orderId: z.string(),
  transactionStatus: z.string(),
  statusCode: z.string(),
  outcome: z.enum(['applied', 'unchanged', 'ignored', 'refused']),
  /** Why it was ignored or refused; null when applied or unchanged. */
  reason: z.string().nullable(),
});

export const customerSchemas = {
  customers: customerSchema,
  tokens: tokenSchema,
  cartLines: cartLineSchema,
  addresses: addressSchema,
  orders: orderSchema,
  mailbox: mailSchema,
  counters: counterSchema,
  issuedCodes: issuedCodeSchema,
  throttleEvents: throttleEventSchema,
  idempotencyKeys: idempotencyKeySchema,
  phoneCodes: phoneCodeSchema,
  paymentNotices: paymentNoticeSchema,
};
