/**
 * Shapes several resources share, as zod schemas checked against the contract's types:
 * `satisfies z.ZodType<...>` makes tsc fail when gateway.yaml and a schema drift apart.
 */
import { z } from 'zod';
import type { components } from './schema';

type Contract = components['schemas'];
export type Category = Contract['Category'];
export type Product = Contract['Product'];
export type ProductImage = Contract['ProductImage'];
export type ProductVariance = Contract['ProductVariance'];
export type ProductOption = Contract['ProductOption'];
export type ProductOptionRef = Contract['ProductOptionRef'];
export type FlavourProfile = Contract['FlavourProfile'];
export type UoMRef = Contract['UoMRef'];
export type OutgoingTax = Contract['OutgoingTax'];
export type ShipmentAddress = Contract['ShipmentAddress'];
export type ShipmentAddressInput = Contract['ShipmentAddressInput'];
export type Branch = Contract['Branch'];
/** Where an online order goes, as its invoice named it. */
type OrderDeliveryAddress = Contract['OrderDeliveryAddress'];
/** A courier the shop ships with. */
export type Logistic = Contract['Logistic'];

export const categorySchema = z.object({
  code: z.string().optional(),
  name: z.string(),
  alias: z.string(),
}) satisfies z.ZodType<Category>;

export const uoMRefSchema = z.object({
  code: z.string(),
  name: z.string().nullish(),
}) satisfies z.ZodType<UoMRef>;

export const productImageSchema = z.object({
  fileName: z.string(),
  imageUrl: z.string().nullish(),
}) satisfies z.ZodType<ProductImage>;

const blendPercentageSchema = z.literal([25, 50, 75, 100]);

const flavourLevelSchema = z.number().int().min(1).max(5);

/**
 * An origin's flavour (1..5 each); a blend's is the share-weighted mean of its origins'. One
 * the shop cannot read is left out: a product or cart line without it still shows.
 */
const flavourProfileSchema = z
  .object({
    body: flavourLevelSchema,
    acidity: flavourLevelSchema,
    sweetness: flavourLevelSchema,
    bitterness: flavourLevelSchema,
  })
  .optional()
  .catch(undefined) satisfies z.ZodType<FlavourProfile | undefined>;

export const productOptionRefSchema = z.object({
  code: z.string(),
  name: z.string(),
  optionCategory: z.string().optional(),
  percentage: blendPercentageSchema.optional(),
  /** An origin's, or a blend component's origin's. */
  flavour: flavourProfileSchema,
}) satisfies z.ZodType<ProductOptionRef>;

export const productOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  optionCategory: z.string(),
  /** Origins (option category 02) only. */
  flavour: flavourProfileSchema,
}) satisfies z.ZodType<ProductOption>;

const productVarianceSchema = z.object({
  name: z.string(),
  alias: z.string(),
  details: z.array(z.object({ value: z.string() })),
}) satisfies z.ZodType<ProductVariance>;

const missingAsZero = z
  .number()
  .nullish()
  .transform((price) => (price != null && Number.isFinite(price) ? price : 0));

export const productSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: z.object({ name: z.string(), alias: z.string() }),
  // A product the gateway sends without a price or pictures still lists (priced 0, shown as
  // 'Harga belum tersedia' and not for sale) instead of failing the whole catalogue.
  sellPrice: missingAsZero,
  nonMemberPrice: missingAsZero,
  memberPrice: missingAsZero,
  basePrice: missingAsZero,
  details: z
    .array(productImageSchema)
    .nullish()
    .transform((images) => images ?? []),
  remarks: z.string().nullish(),
  uoMGroup: z.object({ code: z.string() }),
  productVariances: z
    .array(productVarianceSchema)
    .nullish()
    .transform((variances) => variances ?? []),
  productOptions: z.array(productOptionRefSchema).optional(),
  isInActive: z.boolean().optional(),
}) satisfies z.ZodType<Product>;

export const outgoingTaxSchema = z.object({
  code: z.string(),
  name: z.string(),
  rate: z.number(),
  isDefault: z.boolean(),
}) satisfies z.ZodType<OutgoingTax>;

export const shipmentAddressInputSchema = z.object({
  name: z.string(),
  pic: z.string(),
  mobileNumber: z.string(),
  line1: z.string(),
  line2: z.string(),
  province: z.string(),
  provinceId: z.string(),
  city: z.string(),
  cityId: z.string(),
  subDistrict: z.string(),
  subDistrictId: z.string(),
  postalCode: z.string(),
  isDefault: z.boolean(),
}) satisfies z.ZodType<ShipmentAddressInput>;

export const shipmentAddressSchema = shipmentAddressInputSchema.extend({
  alias: z.string(),
  city_name: z.string().nullish(),
  subdistrict_name: z.string().nullish(),
}) satisfies z.ZodType<ShipmentAddress>;

export const orderDeliveryAddressSchema = z.object({
  pic: z.string(),
  mobileNumber: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  postalCode: z.string(),
}) satisfies z.ZodType<OrderDeliveryAddress>;

export const branchSchema = z.object({
  code: z.string(),
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  cityId: z.string(),
  postalCode: z.string(),
  imageUrl: z.string().nullable(),
  gMapsUrl: z.string(),
}) satisfies z.ZodType<Branch>;

export const logisticSchema = z.object({
  code: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
}) satisfies z.ZodType<Logistic>;
