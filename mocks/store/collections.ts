import { Collection } from '@msw/data';
import type { z } from 'zod';
import { catalogueSchemas } from './catalogueSchemas';
import {
  type awaitedPaymentSchema,
  customerSchemas,
  type federatedIdentitySchema,
  type orderLineSchema,
  type orderStatusSchema,
  type paymentReversalSchema,
} from './customerSchemas';
import { shareSchemas } from './shareSchemas';

// Records are flat and keyed by aliases/codes rather than @msw/data relations: relations
// resolve through getters that do not survive a JSON snapshot, and the gateway itself
// speaks in aliases, so ownership checks read naturally as `customerAlias === ...`.

export const schemas = { ...catalogueSchemas, ...customerSchemas, ...shareSchemas };

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
  throttleEvents: new Collection({ schema: schemas.throttleEvents }),
  idempotencyKeys: new Collection({ schema: schemas.idempotencyKeys }),
  phoneCodes: new Collection({ schema: schemas.phoneCodes }),
  paymentNotices: new Collection({ schema: schemas.paymentNotices }),
  sharedBlends: new Collection({ schema: schemas.sharedBlends }),
  sharedBlendCopies: new Collection({ schema: schemas.sharedBlendCopies }),
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
export type AwaitedPayment = z.infer<typeof awaitedPaymentSchema>;
export type PaymentReversal = z.infer<typeof paymentReversalSchema>;
export type SharedBlendRecord = Stored<'sharedBlends'>;

export const collectionNames = Object.keys(db) as CollectionName[];

export function clearDatabase(): void {
  for (const name of collectionNames) db[name].clear();
}
