// A product line priced the way the gateway prices it, shared by carts and orders.

import type { SeedCartLine, SeedOrderLine } from './customerTypes';
import { productByCode } from './products';
import type { SeedOutgoingTax, SeedProduct, SeedProductVariance } from './types';
import { priceForUnit } from './uom';

export type ChosenVariance = Pick<SeedProductVariance, 'name' | 'details'>;

/** A chosen variance, as the storefront serialises it into varianceJSON. */
export function chosenVariance(name: string, value: string): ChosenVariance {
  return { name, details: [{ value }] };
}

export type PricedLine = Omit<SeedCartLine, 'alias' | 'remarks'>;

export function pricedLine(
  productCode: string,
  quantity: number,
  uomCode: string,
  variances: ChosenVariance[] = [],
): PricedLine {
  const product = productByCode(productCode);
  const unit = product && priceForUnit(product, uomCode);
  if (!product || !unit) throw new Error(`No price for ${productCode} in ${uomCode}`);
  const baseQuantity = quantity * unit.baseQuantity;
  return {
    productCode,
    quantity,
    uomCode,
    baseQuantity,
    price: unit.sellPrice,
    lineTotal: unit.sellPrice * quantity,
    weightInMg: baseQuantity * product.weightInMg,
    varianceJSON: JSON.stringify(variances),
  };
}

/** A product as an order's line records it: seeded products' pictures and stored ones' differ. */
type OrderedProduct<Image> = Pick<SeedProduct, 'code' | 'name' | 'basePrice' | 'sellPrice'> & {
  details: Image[];
};

/** What an order's line records of a priced line: the figures, the grind, the variances. */
interface OrderedValues {
  quantity: number;
  baseQuantity: number;
  uomCode: string;
  price: number;
  lineTotal: number;
  remarks: string;
  varianceJSON: string;
}

/**
 * A line as an order records it, the seeded orders' and a placed order's alike: the product's
 * name and prices of the day, with its first picture, and the tax charged (none where the
 * store has no default tax).
 */
export function orderedLine<Image, Tax extends SeedOutgoingTax | null>(
  product: OrderedProduct<Image>,
  values: OrderedValues,
  selectedOutgoingTax: Tax,
): Omit<SeedOrderLine, 'product' | 'selectedOutgoingTax'> & {
  product: OrderedProduct<Image>;
  selectedOutgoingTax: Tax;
} {
  return {
    product: {
      code: product.code,
      name: product.name,
      basePrice: product.basePrice,
      sellPrice: product.sellPrice,
      details: product.details.slice(0, 1),
    },
    quantity: values.quantity,
    baseQuantity: values.baseQuantity,
    uom: { code: values.uomCode },
    price: values.price,
    lineTotal: values.lineTotal,
    selectedOutgoingTax,
    remarks: values.remarks,
    varianceJSON: values.varianceJSON,
  };
}
