import { isOrderAlias, orderQueries } from '@/api/orders';
import type { Query } from '@/api/serverData';
import { orderGroupOption, STATUS_QUERY_PARAM } from './orderGroups';

/**
 * What the order history reads on its first render, for the route table to start with the
 * screen's chunk (app/routes.tsx): the orders of the group `?status=` names (the default
 * one without it), the same query the panel reads, so it finds it under way.
 */
export function orderHistoryReads(search: URLSearchParams): Query<unknown>[] {
  return [orderQueries.group(orderGroupOption(search.get(STATUS_QUERY_PARAM)).group)];
}

/**
 * What an order's page (and the payment's return page) reads first: the order its address
 * names, and nothing for an alias that could name none, so no request ever carries it.
 */
export function orderReads(alias: string | null | undefined): Query<unknown>[] {
  return isOrderAlias(alias) ? [orderQueries.one(alias)] : [];
}
