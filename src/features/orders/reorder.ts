import { type NewCartLine, newCartLine } from '@/api/cart';
import { getDefaultOutgoingTax, getProduct, getUoMGroup, type UoMGroup } from '@/api/catalogue';
import type { CallOptions } from '@/api/client';
import type { OutgoingTax } from '@/api/models';
import type { OrderLine, Transaction } from '@/api/orders';
import { parseVarianceJSON, toVarianceJSON } from '@/lib/variances';

export type UnitOfMeasure = UoMGroup['details'][number];

export interface ReorderContext {
  /** The unit a product is sold in today, with its base unit and size. */
  unitOf: (productCode: string, uomCode: string) => UnitOfMeasure | undefined;
  /** SPEC §3: cart lines carry today's default tax, whatever the order was taxed with. */
  outgoingTax: OutgoingTax;
}

/** Thrown when an order cannot be bought again as it was, e.g. its unit is no longer sold. */
export class ReorderError extends Error {
  override name = 'ReorderError';
}

function cartLineFrom(line: OrderLine, { unitOf, outgoingTax }: ReorderContext): NewCartLine {
  const { product, quantity, uom, price } = line;
  const unit = unitOf(product.code, uom.code);
  if (!unit) throw new ReorderError(`${product.code} is no longer sold in ${uom.code}.`);
  return newCartLine({
    product,
    quantity,
    unit: { code: uom.code, baseUoMCode: unit.baseUoM.code, baseQuantity: unit.baseQuantity },
    basePrice: product.basePrice,
    // The price paid then; the gateway prices the line itself and the cart's price check
    // tells the shopper if it changed ('Terdapat perubahan harga!'). Without the order's
    // discounts: a new cart line has none.
    price,
    // The grind the beans were bought in: a line of another grind is another cart line.
    remarks: line.remarks ?? '',
    outgoingTax,
    varianceJSON: toVarianceJSON(parseVarianceJSON(line.varianceJSON)),
  });
}

/**
 * 'Beli Lagi': the order's lines as SPEC §3 cart lines, same products, units, quantities,
 * grind levels and variances. Lines with no quantity are left out; an order with nothing left to buy, or a
 * line whose unit is not sold any more, throws a ReorderError instead of sending half an order.
 */
export function cartLinesFromOrder(
  lines: readonly OrderLine[],
  context: ReorderContext,
): NewCartLine[] {
  const buyable = lines.filter((line) => Number.isInteger(line.quantity) && line.quantity >= 1);
  if (buyable.length === 0) throw new ReorderError('The order has no line to buy again.');
  return buyable.map((line) => cartLineFrom(line, context));
}

const unitKey = (productCode: string, uomCode: string) => JSON.stringify([productCode, uomCode]);

/**
 * Looks up what the order lines do not carry (each unit's base unit and today's default
 * tax) and maps the order. A product no longer in the catalogue rejects with the gateway's
 * error, so the shopper is told the order could not be added.
 */
export async function prepareReorder(
  order: Pick<Transaction, 'details'>,
  options?: CallOptions,
): Promise<NewCartLine[]> {
  const productCodes = [...new Set(order.details.map((line) => line.product.code))];
  const [outgoingTax, products] = await Promise.all([
    getDefaultOutgoingTax(options),
    Promise.all(productCodes.map((code) => getProduct(code, options))),
  ]);
  const groupCodes = [...new Set(products.map((product) => product.uoMGroup.code))];
  // Keyed by the code asked for: the gateway finds a group by code or id and may answer
  // with the other.
  const groups = new Map(
    await Promise.all(
      groupCodes.map(async (code) => [code, await getUoMGroup(code, options)] as const),
    ),
  );
  const units = new Map<string, UnitOfMeasure>();
  for (const product of products) {
    for (const unit of groups.get(product.uoMGroup.code)?.details ?? []) {
      units.set(unitKey(product.code, unit.alternateUoM.code), unit);
    }
  }
  return cartLinesFromOrder(order.details, {
    unitOf: (productCode, uomCode) => units.get(unitKey(productCode, uomCode)),
    outgoingTax,
  });
}
