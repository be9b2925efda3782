import { z } from 'zod';
import { api, type CallOptions, callInit } from './client';
import { parsed } from './response';
import type { components } from './schema';

type Contract = components['schemas'];
export type BlendPriceRequest = Contract['BlendPriceRequest'];

/** SPEC §3 packaging options: Coffee Bag (value Bag), Drip Bag (value Drip). */
export type BlendPackaging = 'Bag' | 'Drip';

/** The blend's sell price per unit in IDR; drip bags are priced by their own call. */
export function priceBlend(
  packaging: BlendPackaging,
  request: BlendPriceRequest,
  options?: CallOptions,
) {
  const path =
    packaging === 'Drip' ? '/api/Product/CustomBlend/Price/Drip' : '/api/Product/CustomBlend/Price';
  return parsed(api.POST(path, { body: request, ...callInit(options) }), z.number().nonnegative());
}
