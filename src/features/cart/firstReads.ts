import { cartQueries } from '@/api/cart';
import type { Query } from '@/api/serverData';

/**
 * What the cart reads on its first render, for the route table to start with the screen's
 * chunk (app/routes.tsx).
 */
export const cartReads: Query<unknown>[] = [cartQueries.lines];
