import { z } from 'zod';
import { canonicalVariances, lineIdentityKey } from '../domain/cartLines';
import { toCartLine } from '../domain/dto';
import { quoted } from '../domain/input';
import { productSeenBy } from '../domain/ownership';
import { lineFigures, unitPriceOf } from '../domain/pricing';
import { requireCustomer } from '../http/auth';
import { parseWith, readJson } from '../http/body';
import { badRequest, fail, forbidden, notFound } from '../http/errors';
import { list, optionalText, quantity } from '../http/fields';
import { route } from '../http/route';
import {
  type CartLineRecord,
  type CustomerRecord,
  db,
  type ProductRecord,
} from '../store/collections';
import { newAlias } from '../store/ids';

const MAX_QUANTITY = 99;

const uomRef = z.object({ code: z.string().min(1) });

const newCartLine = z.object({
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

const cartLineUpdate = z.object({
  alias: z.string().min(1),
  quantity,
  price: z.number(),
});

const chosenVariances = z.array(
  z.object({
    name: z.string(),
    details: z.array(z.object({ value: z.string() })).min(1),
  }),
);

/** The customer's own lines, oldest first. */
export function cartOf(customerAlias: string): CartLineRecord[] {
  return db.cartLines
    .findMany((q) => q.where({ customerAlias }))
    .sort((a, b) => a.createdAt - b.createdAt);
}

/** A product the customer may buy: the shop's catalogue, or a blend they composed. */
function purchasableProduct(code: string, customer: CustomerRecord): ProductRecord {
  const product = productSeenBy(code, customer.alias);
  if (!product) fail(badRequest(quoted`Produk ${code} tidak ditemukan.`));
  if (!product.isSalesItem) fail(badRequest(unavailable(product.name)));
  return product;
}

function unavailable(productName: string): string {
  return `${productName} sudah tidak dijual.`;
}

/** The product of a line while the shop still sells it; null once it stopped (or is gone). */
function productOnSale(line: CartLineRecord): ProductRecord | null {
  const product = db.products.findFirst((q) => q.where({ code: line.productCode }));
  return product?.isSalesItem ? product : null;
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

function ownLine(alias: string, customer: CustomerRecord): CartLineRecord {
  const line = db.cartLines.findFirst((q) => q.where({ alias }));
  if (!line) fail(notFound(quoted`Baris keranjang ${alias} tidak ditemukan.`));
  if (line.customerAlias !== customer.alias) {
    fail(forbidden('Baris keranjang ini milik pelanggan lain.'));
  }
  return line;
}

function figuresOrFail(product: ProductRecord, uomCode: string, count: number) {
  const figures = lineFigures(product, uomCode, count);
  if (!figures) fail(badRequest(quoted`Satuan ${uomCode} tidak tersedia untuk ${product.name}.`));
  return figures;
}

interface PlannedLine {
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
function planAdditions(
  items: z.infer<typeof newCartLine>[],
  customer: CustomerRecord,
): PlannedLine[] {
  const inCart = new Map(cartOf(customer.alias).map((line) => [lineIdentityKey(line), line]));
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

export const cartHandlers = [
  route('get', '/api/Cart', ({ request, response }) => {
    const customer = requireCustomer(request);
    return response(200).json(cartOf(customer.alias).map((line) => toCartLine(line)));
  }),

  route('get', '/api/Cart/Count', ({ request, response }) => {
    const customer = requireCustomer(request);
    return response(200).json(cartOf(customer.alias).length);
  }),

  route('get', '/api/Cart/ValidatePrice', ({ request, response }) => {
    const customer = requireCustomer(request);
    const lines = cartOf(customer.alias).map((line) => {
      const product = productOnSale(line);
      const today = product ? unitPriceOf(product, line.uomCode) : null;
      // No longer sold (or no longer priced in its unit): it can only be removed.
      if (!today) return toCartLine(line, { isInActive: true, isUnavailable: true });
      const price = today.sellPrice;
      return toCartLine(
        { ...line, price, lineTotal: price * line.quantity },
        { isInActive: price !== line.price, isUnavailable: false },
      );
    });
    return response(200).json(lines);
  }),

  route('post', '/api/Cart', async ({ request, response }) => {
    const customer = requireCustomer(request);
    const items = await readJson(request, list(newCartLine, 50));
    const plans = planAdditions(items, customer);
    const stored: CartLineRecord[] = [];
    for (const plan of plans) {
      const figures = figuresOrFail(plan.product, plan.uomCode, plan.quantity);
      const values = {
        quantity: plan.quantity,
        price: figures.price,
        lineTotal: figures.lineTotal,
        baseQuantity: figures.baseQuantity,
        weightInMg: figures.weightInMg,
      };
      const line = plan.existing
        ? await db.cartLines.update(plan.existing, {
            data(draft) {
              Object.assign(draft, values);
            },
          })
        : await db.cartLines.create({
            alias: newAlias('crt'),
            customerAlias: customer.alias,
            productCode: plan.product.code,
            uomCode: plan.uomCode,
            varianceJSON: plan.varianceJSON,
            remarks: plan.remarks,
            createdAt: Date.now(),
            ...values,
          });
      if (line) stored.push(line);
    }
    return response(201).json(stored.map((line) => toCartLine(line)));
  }),

  route('put', '/api/Cart', async ({ request, response }) => {
    const customer = requireCustomer(request);
    const items = await readJson(request, list(cartLineUpdate));
    const aliases = new Set(items.map((i) => i.alias));
    if (aliases.size !== items.length)
      return badRequest('Setiap baris keranjang hanya boleh dikirim sekali.');
    // The gateway prices lines itself: the price sent is today's price or it is replaced by it.
    const changes = items.map((item) => {
      const line = ownLine(item.alias, customer);
      const product = productOnSale(line);
      if (!product) {
        const name = toCartLine(line).product.name;
        fail(badRequest(`${unavailable(name)} Hapus dari keranjang untuk melanjutkan.`));
      }
      return {
        line,
        figures: figuresOrFail(product, line.uomCode, item.quantity),
        quantity: item.quantity,
      };
    });
    const updated: CartLineRecord[] = [];
    for (const { line, figures, quantity: count } of changes) {
      const next = await db.cartLines.update(line, {
        data(draft) {
          draft.quantity = count;
          draft.price = figures.price;
          draft.lineTotal = figures.lineTotal;
          draft.baseQuantity = figures.baseQuantity;
          draft.weightInMg = figures.weightInMg;
        },
      });
      if (next) updated.push(next);
    }
    return response(200).json(updated.map((line) => toCartLine(line)));
  }),

  route('delete', '/api/CartDetail/Remove/{alias}', ({ request, params, response }) => {
    const customer = requireCustomer(request);
    const line = ownLine(params.alias, customer);
    db.cartLines.delete(line);
    return response(204).empty();
  }),
];
