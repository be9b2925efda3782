import { addressQueries } from '@/api/addresses';
import { branchQueries } from '@/api/branches';
import { cartQueries } from '@/api/cart';
import { followingReads } from '@/api/followingReads';
import type { Query } from '@/api/serverData';
import { suggestionsReads } from './suggestions';

/**
 * What the cart reads on its first render, for the route table to start with the screen's
 * chunk (app/routes.tsx): its lines; with them what the delivery estimate reads once they are
 * in (addresses, the shop's city, the couriers), so those do not wait for the lines' answer;
 * and as soon as the lines answer, the suggestions under them, which would otherwise wait
 * for the lines to render and the suggestions' own code.
 */
export const cartReads: Query<unknown>[] = [
  cartQueries.lines,
  addressQueries.list,
  branchQueries.origin,
  branchQueries.logistics,
  followingReads(cartQueries.lines, suggestionsReads),
];
