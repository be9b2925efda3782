import { useLocation, useSearch } from 'wouter';

/**
 * Shows where the story's in-memory router is, so a play function can check where a link
 * or a save took the shopper. Only stories render it.
 */
export function CurrentLocation() {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <output aria-label="Lokasi saat ini" data-testid="current-location" hidden>
      {search ? `${path}?${search}` : path}
    </output>
  );
}
