import { type NewCartLine, newCartLine } from '@/api/cart';
import type { UoMGroup } from '@/api/catalogue';
import type { OutgoingTax, Product } from '@/api/models';

export type UnitOfMeasure = UoMGroup['details'][number];

/** One variance the shopper chose for a drink, e.g. Gula: Less. */
export interface ChosenVariance {
  name: string;
  value: string;
}

export interface CartLineInput {
  product: Pick<Product, 'code' | 'name'>;
  unit: UnitOfMeasure;
  /** The price check's answer for the unit: sell price of one unit and its base price. */
  unitPrice: { sellPrice: number; basePrice: number };
  quantity: number;
  variances?: readonly ChosenVariance[];
  /** Beans only: the grind level the shopper chose ('Tingkat penggilingan'). */
  grindLevel?: string | null;
  /** The default outgoing tax (SPEC §3). */
  outgoingTax: OutgoingTax;
}

/** The chosen variances as the gateway stores them: `[{name, details: [{value}]}]`. */
export function varianceJSON(variances: readonly ChosenVariance[]): string {
  return JSON.stringify(variances.map(({ name, value }) => ({ name, details: [{ value }] })));
}

/**
 * The cart line SPEC §3 describes for one add-to-cart: open, line number 1, no discount or
 * tax amount, weight left to the gateway, the default tax and no incoming tax. Throws a
 * RangeError rather than sending a line the shop would have to refuse or, worse, accept:
 * a quantity that is not a whole number of at least 1, or a price that is not above zero.
 */
export function buildCartLine({
  product,
  unit,
  unitPrice,
  quantity,
  variances = [],
  grindLevel,
  outgoingTax,
}: CartLineInput): NewCartLine {
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new RangeError(`Quantity must be a whole number of at least 1, got ${quantity}.`);
  }
  const price = unitPrice.sellPrice;
  if (!Number.isFinite(price) || price <= 0) {
    throw new RangeError(`${product.code} has no price for ${unit.alternateUoM.code}.`);
  }
  return newCartLine({
    product,
    quantity,
    unit: {
      code: unit.alternateUoM.code,
      baseUoMCode: unit.baseUoM.code,
      baseQuantity: unit.baseQuantity,
    },
    basePrice: Number.isFinite(unitPrice.basePrice) ? unitPrice.basePrice : 0,
    price,
    remarks: grindLevel?.trim() ?? '',
    outgoingTax,
    varianceJSON: varianceJSON(variances),
  });
}
