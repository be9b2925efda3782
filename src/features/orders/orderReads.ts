import { isOrderAlias, orderQueries } from '@/api/orders';
import type { Query } from '@/api/serverData';

/**
 * What an order's page (and the payment's return page) reads first: the order its address
 * names, and nothing for an alias that could name none, so no request ever carries it.
 */
export function orderReads(alias: string | null | undefined): Query<unknown>[] {
  return isOrderAlias(alias) ? [orderQueries.one(alias)] : [];
}
