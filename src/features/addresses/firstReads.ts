import { addressQueries } from '@/api/addresses';
import type { Query } from '@/api/serverData';

/**
 * What the address list reads on its first render, for the route table to start with the
 * screen's chunk (app/routes.tsx).
 */
export const addressListReads: Query<unknown>[] = [addressQueries.list];
