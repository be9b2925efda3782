// A product line priced the way the gateway prices it, shared by carts and orders.
import { productByCode } from './products';
import type { SeedCartLine, SeedProductVariance } from './types';
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
