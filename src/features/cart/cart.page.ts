import { addressQueries } from '@/api/addresses';
import { branchQueries } from '@/api/branches';
import { cartQueries } from '@/api/cart';
import { followingReads } from '@/api/followingReads';
import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';
import { suggestionsReads } from './suggestions';

/**
 * The cart: its lines; with them what the delivery estimate reads once they are in
 * (addresses, the shop's city, the couriers), so those do not wait for the lines' answer;
 * and as soon as the lines answer, the suggestions under them, which would otherwise wait
 * for the lines to render and the suggestions' own code.
 */
export default {
  path: routes.cart,
  access: 'customer',
  screen: () => import('./CartScreen'),
  reads: () => [
    cartQueries.lines,
    addressQueries.list,
    branchQueries.origin,
    branchQueries.logistics,
    followingReads(cartQueries.lines, suggestionsReads),
  ],
  title: 'Keranjang',
} satisfies Page;
