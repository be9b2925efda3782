import { z } from 'zod';
import {
  branchSchema as apiBranchSchema,
  logisticSchema as apiLogisticSchema,
  outgoingTaxSchema,
} from '@/api/models';

// The shop's records in the mock's database: its catalogue, blogs, branches and couriers
// (collections.ts builds the collections).

export const image = z.object({ fileName: z.string(), imageUrl: z.string().nullable() });

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

const taxSchema = outgoingTaxSchema.extend({ position: z.number().int() });

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

export const catalogueSchemas = {
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
};
