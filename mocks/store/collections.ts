import { Collection } from '@msw/data';
import { z } from 'zod';
import {
  branchSchema as apiBranchSchema,
  logisticSchema as apiLogisticSchema,
  shipmentAddressInputSchema,
} from '@/api/models';

// Records are flat and keyed by aliases/codes rather than @msw/data relations: relations
// resolve through getters that do not survive a JSON snapshot, and the gateway itself
// speaks in aliases, so ownership checks read naturally as `customerAlias === ...`.

const image = z.object({ fileName: z.string(), imageUrl: z.string().nullable() });

const optionRef = z.object({
  code: z.string(),
  name: z.string(),
  optionCategory: z.string().optional(),
  percentage: z.union([z.literal(25), z.literal(50), z.literal(75), z.literal(100)]).optional(),
});

const variance = z.object({
  name: z.string(),
  alias: z.string(),
  details: z.array(z.object({ value: z.string() })),
});

const uomRef = z.object({ code: z.string(), name: z.string() });

const tax = z.object({
  code: z.string(),
  name: z.string(),
  rate: z.number(),
  isDefault: z.boolean(),
});

const categorySchema = z.object({
  code: z.string(),
  name: z.string(),
  alias: z.string(),
  position: z.number().int(),
});

const productSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: z.object({ name: z.string(), alias: z.string() }),
  sellPrice: z.number().nonnegative(),
  nonMemberPrice: z.number().nonnegative(),
  memberPrice: z.number().nonnegative(),
  basePrice: z.number().nonnegative(),
  details: z.array(image),
  remarks: z.string().nullable(),
  uoMGroupCode: z.string(),
  productVariances: z.array(variance),
  productOptions: z.array(optionRef),
  weightInMg: z.number().nonnegative(),
  origin: z.string().nullable(),
  beanType: z.string().nullable(),
  process: z.string().nullable(),
  kind: z.enum(['bag', 'drip', 'cup']),
  tint: z.string(),
  isSalesItem: z.boolean(),
  /** The customer who composed a custom blend; null for the shop's own catalogue. */
  ownerAlias: z.string().nullable(),
  position: z.number().int(),
});

const uomGroupSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  details: z.array(z.object({ alternateUoM: uomRef, baseUoM: uomRef, baseQuantity: z.number() })),
});

const optionCategorySchema = z.object({ code: z.string(), name: z.string() });

const flavourLevel = z.number().int().min(1).max(5);

const productOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  optionCategory: z.string(),
  /** For an origin: the bean type it grows as. */
  parentName: z.string().nullable(),
  /** For an origin: how its coffee tastes (gateway.yaml FlavourProfile). */
  flavour: z
    .object({
      body: flavourLevel,
      acidity: flavourLevel,
      sweetness: flavourLevel,
      bitterness: flavourLevel,
    })
    .nullable(),
});

const packagingSchema = z.object({
  name: z.string(),
  value: z.enum(['Bag', 'Drip']),
  uoMGroupCode: z.string(),
});

const taxSchema = tax.extend({ position: z.number().int() });

const blogSchema = z.object({
  subject: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  remarks: z.string(),
  motif: z.string(),
  tint: z.string(),
  position: z.number().int(),
});

// A branch and a courier as the gateway answers them, plus what only the mock keeps.
const branchSchema = apiBranchSchema.extend({ tint: z.string(), isOrigin: z.boolean() });

const logisticSchema = apiLogisticSchema.extend({ position: z.number().int() });

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
  selectedOutgoingTax: tax.nullable(),
  /** The cart line's remarks: a bean's grind level. */
  remarks: z.string(),
  varianceJSON: z.string().nullable(),
});

export const orderStatusSchema = z.enum(['Open', 'Paid', 'Pending', 'Delivered', 'Expired']);

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

/** A failed password login, kept while it counts towards slowing that phone's logins down. */
const loginFailureSchema = z.object({ phone: z.string(), at: z.number() });

export const schemas = {
  categories: categorySchema,
  products: productSchema,
  uomGroups: uomGroupSchema,
  optionCategories: optionCategorySchema,
  productOptions: productOptionSchema,
  packagings: packagingSchema,
  taxes: taxSchema,
  blogs: blogSchema,
  branches: branchSchema,
  logistics: logisticSchema,
  customers: customerSchema,
  tokens: tokenSchema,
  cartLines: cartLineSchema,
  addresses: addressSchema,
  orders: orderSchema,
  mailbox: mailSchema,
  counters: counterSchema,
  issuedCodes: issuedCodeSchema,
  loginFailures: loginFailureSchema,
};

/** Records in the order the shop lists them (their position), as every list endpoint answers. */
export function inListOrder<T extends { position: number }>(records: T[]): T[] {
  return records.sort((a, b) => a.position - b.position);
}

export const db = {
  categories: new Collection({ schema: schemas.categories }),
  products: new Collection({ schema: schemas.products }),
  uomGroups: new Collection({ schema: schemas.uomGroups }),
  optionCategories: new Collection({ schema: schemas.optionCategories }),
  productOptions: new Collection({ schema: schemas.productOptions }),
  packagings: new Collection({ schema: schemas.packagings }),
  taxes: new Collection({ schema: schemas.taxes }),
  blogs: new Collection({ schema: schemas.blogs }),
  branches: new Collection({ schema: schemas.branches }),
  logistics: new Collection({ schema: schemas.logistics }),
  customers: new Collection({ schema: schemas.customers }),
  tokens: new Collection({ schema: schemas.tokens }),
  cartLines: new Collection({ schema: schemas.cartLines }),
  addresses: new Collection({ schema: schemas.addresses }),
  orders: new Collection({ schema: schemas.orders }),
  mailbox: new Collection({ schema: schemas.mailbox }),
  counters: new Collection({ schema: schemas.counters }),
  issuedCodes: new Collection({ schema: schemas.issuedCodes }),
  loginFailures: new Collection({ schema: schemas.loginFailures }),
} satisfies Record<keyof typeof schemas, unknown>;

export type CollectionName = keyof typeof db;

/** A record as stored: the schema's shape plus the collection's bookkeeping, ready for update(). */
type Stored<Name extends CollectionName> = ReturnType<(typeof db)[Name]['all']>[number];

export type ProductRecord = Stored<'products'>;
export type BranchRecord = Stored<'branches'>;
export type CustomerRecord = Stored<'customers'>;
/** A customer's fields, before or without the collection's bookkeeping. */
export type CustomerFields = z.output<typeof schemas.customers>;
export type TokenRecord = Stored<'tokens'>;
export type CartLineRecord = Stored<'cartLines'>;
export type AddressRecord = Stored<'addresses'>;
export type OrderRecord = Stored<'orders'>;
export type FederatedIdentity = z.infer<typeof federatedIdentitySchema>;
export type OrderLineValues = z.infer<typeof orderLineSchema>;
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const collectionNames = Object.keys(db) as CollectionName[];

export function clearDatabase(): void {
  for (const name of collectionNames) db[name].clear();
}
