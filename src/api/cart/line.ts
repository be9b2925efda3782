import { isRecord } from '@/lib/json';
import type { UnitOfMeasure } from '../catalogue';
import type { OutgoingTax } from '../models';
import type { NewCartLine } from './calls';

// A cart line as the storefront builds it (SPEC §3 'Cart line (sent)'), without zod or the
// API client: add to cart, 'Beli Lagi' and the custom blend all build theirs here, as the
// shopper presses, before the cart's calls have loaded.

/** One variance chosen for a line, e.g. Gula: Less (a drink's radio group chooses one value). */
export interface ChosenVariance {
  name: string;
  values: string[];
}

function chosenValues(details: unknown): string[] {
  if (!Array.isArray(details)) return [];
  return details
    .map((detail) =>
      isRecord(detail) && typeof detail.value === 'string' ? detail.value.trim() : '',
    )
    .filter((value) => value !== '');
}

/**
 * The variances stored with a cart or order line (`[{name, details: [{value}]}]` as JSON
 * text). The text comes from the ERP and from older releases, so anything unreadable is left
 * out rather than breaking the line: bad JSON gives no variances, a broken entry is skipped.
 */
export function parseVarianceJSON(text: string | null | undefined): ChosenVariance[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry): ChosenVariance[] => {
    if (!isRecord(entry) || typeof entry.name !== 'string' || entry.name.trim() === '') return [];
    const values = chosenValues(entry.details);
    return values.length > 0 ? [{ name: entry.name.trim(), values }] : [];
  });
}

/** The variances as the gateway stores them: `[{name, details: [{value}]}]`. */
export function toVarianceJSON(variances: readonly ChosenVariance[]): string {
  return JSON.stringify(
    variances.map(({ name, values }) => ({ name, details: values.map((value) => ({ value })) })),
  );
}

/** 'Gula: Less' for a shopper to read. */
export function describeVariance({ name, values }: ChosenVariance): string {
  return `${name}: ${values.join(', ')}`;
}

export interface CartLineInput {
  product: { code: string; name: string };
  /** The unit of the line, as its product's unit group lists it. */
  unit: UnitOfMeasure;
  /** The sell price of one unit, and its base price. */
  unitPrice: { sellPrice: number; basePrice: number };
  quantity: number;
  variances?: readonly ChosenVariance[];
  /** Beans: the grind level ('Tingkat penggilingan'), which makes a line of its own. */
  remarks?: string | null;
  /** The default outgoing tax (SPEC §3). */
  outgoingTax: OutgoingTax;
}

/**
 * The cart line SPEC §3 describes: status Open, line number 1, no discount or tax amounts, no
 * incoming tax, weight left to the gateway (weightInMG 0), total = price x quantity. Throws a
 * RangeError rather than sending a line the shop would have to refuse or, worse, accept: a
 * quantity that is not a whole number of at least 1, or a price that is not above zero.
 */
export function buildCartLine({
  product,
  unit,
  unitPrice,
  quantity,
  variances = [],
  remarks,
  outgoingTax,
}: CartLineInput): NewCartLine {
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new RangeError(`Quantity must be a whole number of at least 1, got ${quantity}.`);
  }
  const price = unitPrice.sellPrice;
  if (!Number.isFinite(price) || price <= 0) {
    throw new RangeError(`${product.code} has no price for ${unit.alternateUoM.code}.`);
  }
  return {
    product: { code: product.code, name: product.name },
    quantity,
    // How much of the base unit the line holds: 2 bags of 250 g are 500 g.
    baseQuantity: unit.baseQuantity * quantity,
    basePrice: Number.isFinite(unitPrice.basePrice) ? unitPrice.basePrice : 0,
    price,
    lineStatus: 'Open',
    uom: { code: unit.alternateUoM.code },
    remarks: remarks?.trim() ?? '',
    baseUoM: { code: unit.baseUoM.code },
    lineDiscountAmount: 0,
    lineNumber: 1,
    lineTaxAmount: 0,
    outgoingTax: {
      code: outgoingTax.code,
      name: outgoingTax.name,
      rate: outgoingTax.rate,
      isDefault: outgoingTax.isDefault,
    },
    incomingTax: {},
    weightInMG: 0,
    lineTotal: price * quantity,
    varianceJSON: toVarianceJSON(variances),
  };
}
