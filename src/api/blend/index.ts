import { gatewayResource } from '../resource';
import type { BlendPackaging, BlendPriceRequest } from './calls';

export type { BlendPackaging, BlendPriceRequest, CustomProduct, OriginOption } from './calls';
export { CUSTOM_PRODUCT_BASICS } from './customProduct';

const blend = gatewayResource(() => import('./calls'));

/** What the blend builder reads (keys under 'blend'); the builder words its own failures. */
export const blendQueries = {
  beanTypes: blend.query('blend:bean-types', (calls, options) => calls.listBeanTypes(options)),
  /** The origins a bean type grows in (Arabika: Gayo, Toraja, ...). */
  origins: (beanType: string) =>
    blend.query(`blend:origins:${beanType}`, (calls, options) =>
      calls.listOriginsOfBeanType(beanType, options),
    ),
  /** Products of a bean type and origin; empty means 'Produk tidak ditemukan'. */
  products: (beanType: string, origin: string) =>
    blend.query(`blend:products:${beanType}:${origin}`, (calls, options) =>
      calls.listProductsByOptionNames([beanType, origin], options),
    ),
  /** The blend's sell price per unit in IDR; drip bags are priced by their own call. */
  price: (packaging: BlendPackaging, request: BlendPriceRequest) =>
    blend.query(`blend:price:${packaging}:${JSON.stringify(request)}`, (calls, options) =>
      calls.priceBlend(packaging, request, options),
    ),
  /** The product category custom blends are created in. */
  category: blend.query('blend:category', (calls, options) =>
    calls.getCustomBlendCategory(options),
  ),
};

/** The code the next custom product gets (SPEC §7: the next-code call). */
export const nextProductCode = blend.call((calls) => calls.getNextProductCode);

export const blendMutations = {
  /** Creates the blend as a product (code from nextProductCode), ready for the cart. */
  createProduct: blend.mutation((calls) => calls.createCustomProduct, { invalidates: [] }),
};
