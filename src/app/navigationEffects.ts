import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { cartCountAtom } from '@/state/cart';
import { isAuthenticatedAtom } from '@/state/session';

/** SPEC §2: after each navigation the window scrolls to the top. */
export function useScrollToTopOnNavigate() {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the location changed
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [location]);
}

/** SPEC §2: for signed-in users the cart count is refreshed at start and on each navigation. */
export function useCartCountSync() {
  const [location] = useLocation();
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const setCount = useSetAtom(cartCountAtom);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshed because the location changed
  useEffect(() => {
    if (!isAuthenticated) {
      setCount(null);
      return;
    }
    const controller = new AbortController();
    // Loaded on demand: guests never need the API client, and the first load stays small.
    import('@/api/cart')
      .then(({ getCartCount }) => getCartCount({ signal: controller.signal }))
      .then((count) => setCount(count))
      // A failed count leaves the last known one; the global error dialog already spoke.
      .catch(() => undefined);
    return () => controller.abort();
  }, [isAuthenticated, location, setCount]);
}
