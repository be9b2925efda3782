import { z } from 'zod';
import { api, type CallOptions, callInit, pathInit } from '../client';
import { productOptionRefSchema, uoMRefSchema } from '../models';
import { completed, parsed } from '../response';
import type { components } from '../schema';

export type CartLine = components['schemas']['CartLine'];
/** A line as the storefront sends it (SPEC §3 'Cart line (sent)'). */
export type NewCartLine = components['schemas']['NewCartLine'];
export type CartLineUpdate = components['schemas']['CartLineUpdate'];

const cartLineSchema = z.object({
  alias: z.string(),
  product: z.object({
    code: z.string(),
    name: z.string(),
    image: z.string().nullish(),
    productOptions: z.array(productOptionRefSchema).optional(),
  }),
  quantity: z.number().int(),
  uoM: uoMRefSchema,
  price: z.number(),
  lineTotal: z.number(),
  weightInMg: z.number(),
  /** A bean's grind level: with the variances, what tells two lines of one product apart. */
  remarks: z.string().nullish(),
  varianceJSON: z.string().nullish(),
  isInActive: z.boolean().optional(),
  isUnavailable: z.boolean().optional(),
}) satisfies z.ZodType<CartLine>;

const cartLinesSchema = z.array(cartLineSchema);

export function listCartLines(options?: CallOptions) {
  return parsed(api.GET('/api/Cart', callInit(options)), cartLinesSchema);
}

/** How many lines the cart holds (the navbar's 'Keranjang (count)'). */
export function getCartCount(options?: CallOptions) {
  return parsed(api.GET('/api/Cart/Count', callInit(options)), z.number().int().nonnegative());
}

/** Adds lines: add to cart, 'Beli Lagi' and the custom blend all come through here. */
export function addCartLines(lines: NewCartLine[], options?: CallOptions) {
  return parsed(api.POST('/api/Cart', { body: lines, ...callInit(options) }), cartLinesSchema);
}

/**
 * The lines at today's prices: `isInActive` marks a line whose price changed or that can no
 * longer be bought, `isUnavailable` the latter. Nothing is stored by asking.
 */
export function validateCartPrices(options?: CallOptions) {
  return parsed(api.GET('/api/Cart/ValidatePrice', callInit(options)), cartLinesSchema);
}

/** Stores quantities and prices of lines (a typed quantity, today's prices after a check). */
export function updateCartLines(lines: CartLineUpdate[], options?: CallOptions) {
  return parsed(api.PUT('/api/Cart', { body: lines, ...callInit(options) }), cartLinesSchema);
}

export function removeCartLine(alias: string, options?: CallOptions) {
  return completed(api.DELETE('/api/CartDetail/Remove/{alias}', pathInit({ alias }, options)));
}
