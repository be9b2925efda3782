import { useEffect } from 'react';
import type { Product } from '@/api/catalogue';
import { track } from '@/features/analytics/public';

/** How long typing pauses before a search counts (one event per search, not per key). */
const SEARCH_SETTLES_MS = 1000;

/** The first results go with `view_search_results`: what the shopper saw at the top. */
const MEASURED_RESULTS = 20;

/**
 * Analytics (after 'Terima' only): once the words have settled, GA4's `search`, and
 * `view_search_results` with the top of what is shown (again after a filter or the order
 * changed it). Analytics itself drops a query that looks like a phone number or an e-mail.
 */
export function useMeasuredSearch(query: string, shown: readonly Product[]) {
  useEffect(() => {
    if (query === '') return;
    const timer = setTimeout(() => track({ name: 'search', searchTerm: query }), SEARCH_SETTLES_MS);
    return () => clearTimeout(timer);
  }, [query]);
  useEffect(() => {
    if (query === '') return;
    const timer = setTimeout(
      () =>
        track({
          name: 'view_search_results',
          searchTerm: query,
          items: shown.slice(0, MEASURED_RESULTS).map((product) => ({ product })),
        }),
      SEARCH_SETTLES_MS,
    );
    return () => clearTimeout(timer);
  }, [query, shown]);
}
