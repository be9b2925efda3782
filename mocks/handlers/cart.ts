import { z } from 'zod';
import { toCartLine } from '../domain/dto';
import { quoted } from '../domain/input';
import { unitPriceOf } from '../domain/pricing';
import { requireCustomer } from '../http/auth';
import { readJson } from '../http/body';
import { badRequest, fail, forbidden, notFound } from '../http/errors';
import { list, quantity } from '../http/fields';
import { route } from '../http/route';
import {
  type CartLineRecord,
  type CustomerRecord,
  db,
  type ProductRecord,
} from '../store/collections';
import { newAlias } from '../store/ids';
import {
  figuresOrFail,
  lineValues,
  newCartLine,
  planAdditions,
  unavailable,
} from './cartAdditions';

const cartLineUpdate = z.object({
  alias: z.string().min(1),
  quantity,
  price: z.number(),
});

/** The customer's own lines, oldest first. */
export function cartOf(customerAlias: string): CartLineRecord[] {
  return db.cartLines
    .findMany((q) => q.where({ customerAlias }))
    .sort((a, b) => a.createdAt - b.createdAt);
}

/** The product of a line while the shop still sells it; null once it stopped (or is gone). */
function productOnSale(line: CartLineRecord): ProductRecord | null {
  const product = db.products.findFirst((q) => q.where({ code: line.productCode }));
  return product?.isSalesItem ? product : null;
}

function ownLine(alias: string, customer: CustomerRecord): CartLineRecord {
  const line = db.cartLines.findFirst((q) => q.where({ alias }));
  if (!line) fail(notFound(quoted`Baris keranjang ${alias} tidak ditemukan.`));
  if (line.customerAlias !== customer.alias) {
    fail(forbidden('Baris keranjang ini milik pelanggan lain.'));
  }
  return line;
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

  route(
    'post',
    '/api/Cart',
    async ({ request, response }) => {
      const customer = requireCustomer(request);
      const items = await readJson(request, list(newCartLine, 50));
      const plans = planAdditions(items, customer, cartOf(customer.alias));
      const stored: CartLineRecord[] = [];
      for (const plan of plans) {
        const figures = figuresOrFail(plan.product, plan.uomCode, plan.quantity);
        const values = lineValues(plan.quantity, figures);
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
    },
    { idempotent: true },
  ),

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
          Object.assign(draft, lineValues(count, figures));
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
