import { ApiError } from '../errors';
import type { Product } from '../models';
import { gatewayResource } from '../resource';
import { fetchServerData, type Query } from '../serverData';
import type { UoMGroup } from './calls';

export type {
  Category,
  FlavourProfile,
  OutgoingTax,
  Product,
  ProductImage,
  ProductOption,
  UoMRef,
} from '../models';
export type { UoMGroup } from './calls';
export { type ShownCategory, type ShownCategoryAlias, shownCategories } from './shownCategories';
export { unitLabel } from './units';

/** A unit a product is sold in (250 g, Isi 5, Cup), as its unit group lists it. */
export type UnitOfMeasure = UoMGroup['details'][number];

/** What one unit costs: the non-member sell price and member price, and its base price. */
export interface UnitPrice {
  sellPrice: number;
  memberPrice: number;
  basePrice: number;
}

/** A product's page: the product and the units it is sold in, the default first. */
export interface ProductDetail {
  product: Product;
  /** Empty when its unit group is gone: it can be looked at, not bought. */
  units: UnitOfMeasure[];
}

const catalogue = gatewayResource(() => import('./calls'));

const uoMGroup = (code: string) =>
  catalogue.query(`catalogue:uom-group:${code}`, (calls, options) =>
    calls.getUoMGroup(code, options),
  );

/** A gateway 404: the code names nothing the shop sells (or a unit group that is gone). */
export function isProductMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function unitPriceOf(product: Product): UnitPrice {
  return {
    sellPrice: product.sellPrice,
    memberPrice: product.memberPrice,
    basePrice: product.basePrice,
  };
}

/** What screens read of the catalogue (keys under 'catalogue'). */
export const catalogueQueries = {
  categories: catalogue.query('catalogue:categories', (calls, options) =>
    calls.listCategories(options),
  ),
  products: catalogue.query('catalogue:products', (calls, options) => calls.listProducts(options)),
  /** The customer's most bought ('Beli lagi, Yuk!'): under 'cart' too, since buying changes it. */
  top: catalogue.query('cart:top-products', (calls, options) => calls.listTopProducts(options)),
  similar: (code: string) =>
    catalogue.query(`catalogue:similar:${code}`, (calls, options) =>
      calls.listSimilarProducts(code, options),
    ),
  grindOptions: catalogue.query('catalogue:grind-options', (calls, options) =>
    calls.listGrindOptions(options),
  ),
  uoMGroup,
  /** The tax every cart line carries: asked for once, not on each add. */
  defaultOutgoingTax: catalogue.query('catalogue:default-outgoing-tax', (calls, options) =>
    calls.getDefaultOutgoingTax(options),
  ),
  /**
   * A product's page (SPEC §4: it reloads after an add to cart, by this key): the product and
   * its units, whose group is cached, so reloading the product does not ask for it again.
   */
  detail: (code: string): Query<ProductDetail> =>
    catalogue.query(`catalogue:product:${code}`, async (calls, options, store) => {
      const product = await calls.getProduct(code, options);
      const group = product.uoMGroup.code;
      if (!group) return { product, units: [] };
      try {
        return { product, units: (await fetchServerData(store, uoMGroup(group))).details };
      } catch (cause) {
        if (isProductMissing(cause)) return { product, units: [] };
        throw cause;
      }
    }),
  /**
   * The price of one unit (SPEC §4: choosing a unit triggers a price check for that unit and
   * product code).
   */
  unitPrice: (code: string, unit: string): Query<UnitPrice> =>
    catalogue.query(`catalogue:price:${code}:${unit}`, async (calls, options) =>
      unitPriceOf(await calls.getProductPriceByUoM(code, unit, options)),
    ),
};
