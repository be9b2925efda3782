import { z } from 'zod';
import { canonicalVariances, lineIdentityKey } from '../domain/cartLines';
import { quoted } from '../domain/input';
import { productSeenBy } from '../domain/ownership';
import { type LineFigures, lineFigures } from '../domain/pricing';
import { parseWith } from '../http/body';
import { badRequest, fail } from '../http/errors';
import { optionalText, quantity } from '../http/fields';
import type { CartLineRecord, CustomerRecord, ProductRecord } from '../store/collections';

// What POST /api/Cart is sent, and the lines it would make, checked before any is written.

const MAX_QUANTITY = 99;

const uomRef = z.object({ code: z.string().min(1) });

export const newCartLine = z.object({
  product: z.object({ code: z.string().trim().min(1), name: z.string().optional() }),
  quantity,
  baseQuantity: z.number(),
  basePrice: z.number(),
  price: z.number(),
  lineStatus: z.literal('Open', 'lineStatus harus "Open".'),
  uom: uomRef,
  remarks: optionalText('Catatan').optional(),
  baseUoM: uomRef,
  lineDiscountAmount: z.literal(0, 'lineDiscountAmount harus 0.'),
  lineNumber: z.number().int(),
  lineTaxAmount: z.number(),
  outgoingTax: z.object({ code: z.string() }).loose(),
  incomingTax: z.record(z.string(), z.unknown()).nullish(),
  weightInMG: z.number(),
  lineTotal: z.number(),
  varianceJSON: z.string().max(2_000, 'varianceJSON terlalu panjang.'),
});

const chosenVariances = z.array(
  z.object({
    name: z.string(),
    details: z.array(z.object({ value: z.string() })).min(1),
  }),
);

/** A product the customer may buy: the shop's catalogue, or a blend they composed. */
function purchasableProduct(code: string, customer: CustomerRecord): ProductRecord {
  const product = productSeenBy(code, customer.alias);
  if (!product) fail(badRequest(quoted`Produk ${code} tidak ditemukan.`));
  if (!product.isSalesItem) fail(badRequest(unavailable(product.name)));
  return product;
}

export function unavailable(productName: string): string {
  return `${productName} sudah tidak dijual.`;
}

/**
 * The variances as canonical JSON (see `canonicalVariances`), each choice checked against
 * the product's variances. A variance chosen twice is refused: it cannot be both.
 */
function canonicalVarianceJSON(product: ProductRecord, varianceJSON: string): string {
  let raw: unknown;
  try {
    raw = JSON.parse(varianceJSON);
  } catch {
    fail(badRequest('varianceJSON harus berisi JSON yang valid.'));
  }
  const chosen = parseWith(chosenVariances, raw);
  const names = new Set<string>();
  for (const choice of chosen) {
    const variance = product.productVariances.find((v) => v.name === choice.name);
    if (!variance)
      fail(badRequest(quoted`Pilihan ${choice.name} tidak tersedia untuk ${product.name}.`));
    if (names.has(choice.name)) {
      fail(badRequest(quoted`Pilihan ${choice.name} hanya boleh dipilih sekali.`));
    }
    names.add(choice.name);
    for (const { value } of choice.details) {
      if (!variance.details.some((d) => d.value === value)) {
        fail(
          badRequest(
            quoted`Pilihan ${choice.name} "${value}" tidak tersedia untuk ${product.name}.`,
          ),
        );
      }
    }
  }
  return JSON.stringify(canonicalVariances(product, chosen));
}

export function figuresOrFail(product: ProductRecord, uomCode: string, count: number) {
  const figures = lineFigures(product, uomCode, count);
  if (!figures) fail(badRequest(quoted`Satuan ${uomCode} tidak tersedia untuk ${product.name}.`));
  return figures;
}

/** What a line's quantity and figures make of its stored values. */
export function lineValues(quantity: number, figures: LineFigures) {
  return {
    quantity,
    price: figures.price,
    lineTotal: figures.lineTotal,
    baseQuantity: figures.baseQuantity,
    weightInMg: figures.weightInMg,
  };
}

export interface PlannedLine {
  existing: CartLineRecord | null;
  product: ProductRecord;
  uomCode: string;
  varianceJSON: string;
  remarks: string;
  quantity: number;
}

/**
 * Works out every line before writing any: a line of the same identity (product, unit,
 * remarks and variances) grows by the quantity sent, any other choice is a line of its own,
 * and a request that would break a rule changes nothing.
 */
export function planAdditions(
  items: z.infer<typeof newCartLine>[],
  customer: CustomerRecord,
  cart: CartLineRecord[],
): PlannedLine[] {
  const inCart = new Map(cart.map((line) => [lineIdentityKey(line), line]));
  const plans = new Map<string, PlannedLine>();
  for (const item of items) {
    const product = purchasableProduct(item.product.code, customer);
    const identity = {
      productCode: product.code,
      uomCode: item.uom.code,
      remarks: item.remarks ?? '',
      varianceJSON: canonicalVarianceJSON(product, item.varianceJSON),
    };
    figuresOrFail(product, identity.uomCode, item.quantity);
    const key = lineIdentityKey(identity);
    const planned = plans.get(key);
    if (planned) {
      planned.quantity += item.quantity;
      continue;
    }
    const existing = inCart.get(key) ?? null;
    plans.set(key, {
      existing,
      product,
      uomCode: identity.uomCode,
      varianceJSON: identity.varianceJSON,
      remarks: identity.remarks,
      quantity: (existing?.quantity ?? 0) + item.quantity,
    });
  }
  for (const plan of plans.values()) {
    if (plan.quantity > MAX_QUANTITY) {
      fail(badRequest(quoted`Jumlah ${plan.product.name} di keranjang maksimal ${MAX_QUANTITY}.`));
    }
  }
  return [...plans.values()];
}
