import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { routes } from '@/lib/paths';
import { readSearch, type SearchState, searchString } from './searchAddress';

/**
 * The search the address carries, and the way to change it. A new search or filter is a new
 * history entry (Back returns to what was shown before); each further key typed replaces it,
 * so Back does not walk through the query letter by letter.
 */
export function useSearchAddress() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const state = useMemo(() => readSearch(search), [search]);
  const show = useCallback(
    (next: SearchState, { replace = false } = {}) =>
      navigate(`${routes.products}${searchString(next)}`, { replace }),
    [navigate],
  );
  return { state, show };
}
