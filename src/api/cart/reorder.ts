import { catalogueQueries, type OutgoingTax, type UnitOfMeasure } from '../catalogue';
import type { OrderLine } from '../orders/calls';
import { fetchServerData, type Store } from '../serverData';
import type { NewCartLine } from './calls';
import { buildCartLine, parseVarianceJSON } from './line';

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
  return buildCartLine({
    product,
    unit,
    // The price paid then; the gateway prices the line itself and the cart's price check
    // tells the shopper if it changed ('Terdapat perubahan harga!'). Without the order's
    // discounts: a new cart line has none.
    unitPrice: { sellPrice: price, basePrice: product.basePrice },
    quantity,
    variances: parseVarianceJSON(line.varianceJSON),
    // The grind the beans were bought in: a line of another grind is another cart line.
    remarks: line.remarks,
    outgoingTax,
  });
}

/**
 * 'Beli Lagi': the order's lines as SPEC §3 cart lines, same products, units, quantities,
 * grind levels and variances. Lines with no quantity are left out; an order with nothing left
 * to buy, or a line whose unit is not sold any more, throws a ReorderError instead of sending
 * half an order.
 */
export function cartLinesFromOrder(
  lines: readonly OrderLine[],
  context: ReorderContext,
): NewCartLine[] {
  const buyable = lines.filter((line) => Number.isInteger(line.quantity) && line.quantity >= 1);
  if (buyable.length === 0) throw new ReorderError('The order has no line to buy again.');
  return buyable.map((line) => cartLineFrom(line, context));
}

/**
 * Looks up what the order lines do not carry (each unit's base unit and today's default tax)
 * through the catalogue's cached reads, and maps the order. A product no longer in the
 * catalogue rejects with the gateway's error, so the shopper is told the order could not be
 * added.
 */
export async function linesToBuyAgain(
  lines: readonly OrderLine[],
  store: Store,
): Promise<NewCartLine[]> {
  const codes = [...new Set(lines.map((line) => line.product.code))];
  const [outgoingTax, details] = await Promise.all([
    fetchServerData(store, catalogueQueries.defaultOutgoingTax),
    Promise.all(codes.map((code) => fetchServerData(store, catalogueQueries.detail(code)))),
  ]);
  const units = new Map(details.map(({ product, units }) => [product.code, units]));
  return cartLinesFromOrder(lines, {
    unitOf: (productCode, uomCode) =>
      units.get(productCode)?.find((unit) => unit.alternateUoM.code === uomCode),
    outgoingTax,
  });
}
