import { CART } from '../cart';
import { ApiError } from '../errors';
import { gatewayResource } from '../resource';
import type { Query } from '../serverData';
import type { MySharedBlend, SharedBlend } from './calls';

/** Every share change makes stale what is under 'shared-blend': the maker's list and each page. */
const SHARED_BLENDS = 'shared-blend';

export type {
  MySharedBlend,
  SharedBlend,
  SharedBlendPackaging,
  SharedBlendPurchase,
} from './calls';

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
    sharedBlends.query(`${SHARED_BLENDS}:${slug}`, (calls, options) =>
      calls.getSharedBlend(slug, options),
    ),
  /** The signed-in maker's shares, with how often each was bought; each names its product. */
  mine: sharedBlends.query<MySharedBlend[]>(`${SHARED_BLENDS}:mine`, (calls, options) =>
    calls.listMySharedBlends(options),
  ),
};

export const sharedBlendMutations = {
  /** Publishes the maker's blend, or updates its note: the maker's list is read again. */
  share: sharedBlends.mutation((calls) => calls.shareBlend, { invalidates: [SHARED_BLENDS] }),
  /** Takes it down: its page and the maker's list are read again. */
  unshare: sharedBlends.mutation((calls) => calls.unshareBlend, { invalidates: [SHARED_BLENDS] }),
  /** Buys the blend into the caller's own cart: the cart (and its count) is read again. */
  addToCart: sharedBlends.mutation((calls) => calls.addSharedBlendToCart, {
    invalidates: [CART],
  }),
};
