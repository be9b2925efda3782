import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, updating when it changes. Without a window (server
 * rendering, tests in node) it reports `serverValue`, which defaults to the desktop-first
 * assumption of "no match".
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
