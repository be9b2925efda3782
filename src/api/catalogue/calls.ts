import { z } from 'zod';
import { api, type CallOptions, callInit, pathInit } from '../client';
import { ApiError, ERROR_TEXTS } from '../errors';
import {
  categorySchema,
  outgoingTaxSchema,
  productOptionSchema,
  productSchema,
  uoMRefSchema,
} from '../models';
import { parsed } from '../response';
import type { components } from '../schema';

export type UoMGroup = components['schemas']['UoMGroup'];

/** SPEC §9: the storefront loads the whole catalogue in one page. */
const PRODUCT_PAGE = { pageSize: 1000, page: 1 } as const;

/** SPEC §7: grind levels are the options of option category 6. */
const GRIND_OPTION_CATEGORY = '6';

const uoMGroupSchema = z.object({
  code: z.string(),
  sellPrice: z.number(),
  details: z.array(
    z.object({ alternateUoM: uoMRefSchema, baseUoM: uoMRefSchema, baseQuantity: z.number() }),
  ),
}) satisfies z.ZodType<UoMGroup>;

export function listCategories(options?: CallOptions) {
  return parsed(api.GET('/api/Category', callInit(options)), z.array(categorySchema));
}

export function listProducts(options?: CallOptions) {
  return parsed(
    api.GET('/api/Product', { params: { query: PRODUCT_PAGE }, ...callInit(options) }),
    z.array(productSchema),
  );
}

/** The signed-in customer's most bought products ('Beli lagi, Yuk!'). */
export function listTopProducts(options?: CallOptions) {
  return parsed(api.GET('/api/Product/Top', callInit(options)), z.array(productSchema));
}

export function listSimilarProducts(code: string, options?: CallOptions) {
  return parsed(
    api.GET('/api/Product/{code}/Similar', pathInit({ code }, options)),
    z.array(productSchema),
  );
}

export function getProduct(code: string, options?: CallOptions) {
  return parsed(api.GET('/api/Product/{code}', pathInit({ code }, options)), productSchema);
}

/** The product priced in one unit: its `sellPrice` is the price of that unit. */
export function getProductPriceByUoM(code: string, uom: string, options?: CallOptions) {
  return parsed(
    api.GET('/api/Product/{code}/UoM/{uom}', pathInit({ code, uom }, options)),
    productSchema,
  );
}

/** A unit-of-measure group by its code or id; its first unit is the default. */
export function getUoMGroup(code: string, options?: CallOptions) {
  return parsed(api.GET('/api/UoMGroup/{code}', pathInit({ code }, options)), uoMGroupSchema);
}

export function listOptionsOfCategory(optionCategory: string, options?: CallOptions) {
  return parsed(
    api.GET(
      '/api/ProductOption/OptionCategory/{optionCategory}',
      pathInit({ optionCategory }, options),
    ),
    z.array(productOptionSchema),
  );
}

/** Grind levels for beans ('Tingkat penggilingan'). */
export function listGrindOptions(options?: CallOptions) {
  return listOptionsOfCategory(GRIND_OPTION_CATEGORY, options);
}

export function listOutgoingTaxes(options?: CallOptions) {
  return parsed(api.GET('/api/OutgoingTax', callInit(options)), z.array(outgoingTaxSchema));
}

/** The tax cart lines carry (SPEC §3: the default one). */
export async function getDefaultOutgoingTax(options?: CallOptions) {
  const taxes = await listOutgoingTaxes(options);
  const tax = taxes.find((candidate) => candidate.isDefault);
  if (tax) return tax;
  throw new ApiError({
    status: 200,
    error: 'invalid_response',
    description: 'No outgoing tax is marked as default.',
    userMessage: ERROR_TEXTS.malformed,
  });
}
