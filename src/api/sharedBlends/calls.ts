import { z } from 'zod';
import { api, type CallOptions, pathInit } from '../client';
import { parsed } from '../response';
import type { components } from '../schema';

type Contract = components['schemas'];
export type SharedBlend = Contract['SharedBlend'];
export type SharedBlendPurchase = Contract['SharedBlendPurchase'];
export type SharedBlendPackaging = SharedBlend['packaging'];

const packagingSchema = z.enum(['CoffeeBag', 'DripBag']);

/** A quality of an origin (1..5) or of the blend (their weighted mean, so a fraction). */
const flavourSchema = z.record(z.enum(['body', 'acidity', 'sweetness', 'bitterness']), z.number());

/** Every text in it is the maker's: the screen shows it as text, never as markup. */
const sharedBlendSchema = z.object({
  slug: z.string(),
  name: z.string(),
  maker: z.string(),
  note: z.string().nullable(),
  composition: z.array(
    z.object({
      productCode: z.string(),
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
