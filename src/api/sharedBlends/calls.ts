import { z } from 'zod';
import { api, type CallOptions, callInit, pathInit } from '../client';
import { productOptionRefSchema } from '../models';
import { completed, parsed } from '../response';
import type { components } from '../schema';

type Contract = components['schemas'];
export type SharedBlend = Contract['SharedBlend'];
export type SharedBlendPurchase = Contract['SharedBlendPurchase'];
export type MySharedBlend = Contract['MySharedBlend'];
export type SharedBlendPackaging = SharedBlend['packaging'];

const packagingSchema = z.enum(['CoffeeBag', 'DripBag']);

/** A quality of an origin (1..5) or of the blend (their weighted mean, so a fraction). */
const flavourSchema = z.record(z.enum(['body', 'acidity', 'sweetness', 'bitterness']), z.number());

/** A builder option as the catalogue names it (bean type, origin). */
const namedOptionSchema = productOptionRefSchema.pick({ code: true, name: true });

/** Every text in it is the maker's: the screen shows it as text, never as markup. */
const sharedBlendSchema = z.object({
  slug: z.string(),
  name: z.string(),
  maker: z.string(),
  note: z.string().nullable(),
  composition: z.array(
    z.object({
      productCode: z.string(),
      builderChoice: z
        .object({ beanType: namedOptionSchema, origin: namedOptionSchema })
        .nullable(),
      name: z.string(),
      percentage: z.literal([25, 50, 75, 100]),
      origin: z.string().nullable(),
      flavour: flavourSchema.nullable(),
      flavourNotes: z.array(z.string()),
    }),
  ),
  flavour: flavourSchema.nullable(),
  grind: z.string().nullable(),
  packaging: packagingSchema,
  prices: z.array(
    z.object({
      packaging: packagingSchema,
      uoMCode: z.string(),
      unitName: z.string(),
      sellPrice: z.number().nonnegative(),
    }),
  ),
  sharedAt: z.string(),
}) satisfies z.ZodType<SharedBlend>;

/** The maker's own list: which product each share publishes and how often it was bought. */
const mySharedBlendsSchema = z.array(
  sharedBlendSchema.extend({
    productCode: z.string(),
    timesBought: z.number().int().nonnegative(),
  }),
) satisfies z.ZodType<MySharedBlend[]>;

/** The cart line the blend went into: the screen needs only that there is one. */
const addedLinesSchema = z.array(z.object({ alias: z.string(), quantity: z.number().int() }));

/** A shared blend as its public page shows it; 404 'Blend ini tidak dibagikan lagi' when gone. */
export function getSharedBlend(slug: string, options?: CallOptions) {
  return parsed(api.GET('/api/SharedBlend/{slug}', pathInit({ slug }, options)), sharedBlendSchema);
}

/** Adds the blend to the caller's own cart, made as their own product at the gateway's price. */
export function addSharedBlendToCart(
  slug: string,
  purchase: SharedBlendPurchase,
  options?: CallOptions,
) {
  return parsed(
    api.POST('/api/SharedBlend/{slug}/Cart', { body: purchase, ...pathInit({ slug }, options) }),
    addedLinesSchema,
  );
}

/**
 * Publishes the caller's own blend (201), or updates the note and `showSurname` of one shared
 * already (200, the same slug). 400 'Catatan tidak boleh berisi tautan.' for a note with a link.
 */
export function shareBlend(request: Contract['SharedBlendRequest'], options?: CallOptions) {
  return parsed(
    api.POST('/api/SharedBlend', { body: request, ...callInit(options) }),
    sharedBlendSchema,
  );
}

/** Takes the maker's share down: its address answers 404 from then on. */
export function unshareBlend(slug: string, options?: CallOptions) {
  return completed(api.DELETE('/api/SharedBlend/{slug}', pathInit({ slug }, options)));
}

/** The caller's blends shared now, newest first, each with `timesBought`. */
export function listMySharedBlends(options?: CallOptions) {
  return parsed(api.GET('/api/SharedBlend/Mine', callInit(options)), mySharedBlendsSchema);
}
