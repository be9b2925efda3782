import { z } from 'zod';
import { api, type CallOptions, callInit, pathInit } from '../client';
import { categorySchema, type ProductOption, productOptionSchema, productSchema } from '../models';
import { parsed } from '../response';
import type { components } from '../schema';

type Contract = components['schemas'];
export type BlendPriceRequest = Contract['BlendPriceRequest'];
export type CustomProduct = Contract['CustomProduct'];

/** SPEC §3 packaging options: Coffee Bag (value Bag), Drip Bag (value Drip). */
export type BlendPackaging = 'Bag' | 'Drip';

/** The blend's sell price per unit in IDR; drip bags are priced by their own call. */
export function priceBlend(
  packaging: BlendPackaging,
  request: BlendPriceRequest,
  options?: CallOptions,
) {
  const path =
    packaging === 'Drip' ? '/api/Product/CustomBlend/Price/Drip' : '/api/Product/CustomBlend/Price';
  return parsed(api.POST(path, { body: request, ...callInit(options) }), z.number().nonnegative());
}

/** Option categories of the builder: bean types (1) and their origins (02). */
const BEAN_TYPE_OPTION_CATEGORY = '1';
const ORIGIN_OPTION_CATEGORY = '02';
/** Alias of the product category custom blends are created in. */
const CUSTOM_BLEND_CATEGORY_ALIAS = 'CustomBlend';

/** An origin of a bean type, with its flavour (models' productOptionSchema reads it). */
export type OriginOption = ProductOption;

export function getCustomBlendCategory(options?: CallOptions) {
  return parsed(
    api.GET('/api/Category/{alias}', pathInit({ alias: CUSTOM_BLEND_CATEGORY_ALIAS }, options)),
    categorySchema,
  );
}

export function listBeanTypes(options?: CallOptions) {
  return parsed(
    api.GET(
      '/api/ProductOption/OptionCategory/{optionCategory}',
      pathInit({ optionCategory: BEAN_TYPE_OPTION_CATEGORY }, options),
    ),
    z.array(productOptionSchema),
  );
}

/** The origins a bean type grows in (Arabika: Gayo, Toraja, ...). */
export function listOriginsOfBeanType(beanType: string, options?: CallOptions) {
  return parsed(
    api.GET('/api/ProductOption/ByName', {
      params: { query: { name: beanType, OptionCategory: ORIGIN_OPTION_CATEGORY } },
      ...callInit(options),
    }),
    z.array(productOptionSchema),
  );
}

/** Products carrying every given option name; empty means 'Produk tidak ditemukan'. */
export function listProductsByOptionNames(names: string[], options?: CallOptions) {
  return parsed(
    api.GET('/api/Product/ByOptionNames', { params: { query: { names } }, ...callInit(options) }),
    z.array(productSchema),
  );
}

export function getNextProductCode(options?: CallOptions) {
  return parsed(api.GET('/api/Product/NextCode', callInit(options)), z.string().min(1));
}

/** Creates the blend as a product (code from getNextProductCode), ready for the cart. */
export async function createCustomProduct(product: CustomProduct, options?: CallOptions) {
  const [created] = await parsed(
    api.POST('/api/Product', { body: [product], ...callInit(options) }),
    z.tuple([productSchema]),
  );
  return created;
}
