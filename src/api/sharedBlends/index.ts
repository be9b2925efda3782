import { CART } from '../cart';
import { ApiError } from '../errors';
import { gatewayResource } from '../resource';
import type { Query } from '../serverData';
import type { SharedBlend } from './calls';

export type { SharedBlend, SharedBlendPackaging, SharedBlendPurchase } from './calls';

const sharedBlends = gatewayResource(() => import('./calls'));

/**
 * A gateway 404: no shared blend at this address (unknown, taken down or never shared, all
 * alike: 'Blend ini tidak dibagikan lagi').
 */
export function isSharedBlendGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** What screens read of shared blends (keys under 'shared-blend'). */
export const sharedBlendQueries = {
  /** The blend's public page: public, the same for a guest and a customer. */
  bySlug: (slug: string): Query<SharedBlend> =>
    sharedBlends.query(`shared-blend:${slug}`, (calls, options) =>
      calls.getSharedBlend(slug, options),
    ),
};

export const sharedBlendMutations = {
  /** Buys the blend into the caller's own cart: the cart (and its count) is read again. */
  addToCart: sharedBlends.mutation((calls) => calls.addSharedBlendToCart, {
    invalidates: [CART],
  }),
};
