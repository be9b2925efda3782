import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { cartQueries } from '@/api/cart';
import { useInvalidate, useServerData } from '@/api/serverData';
import { forgetSessionAtom, isAuthenticatedAtom } from '@/state/session';
import { onSignOutElsewhere } from '@/state/sessionSync';

/** SPEC §2: after each navigation the window scrolls to the top. */
export function useScrollToTopOnNavigate() {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the location changed
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [location]);
}

/**
 * SPEC §2: for signed-in users the cart count is refreshed at start and on each navigation.
 * Null while unknown, so the badge does not flash a wrong 0.
 */
export function useCartCount(): number | null {
  const [location] = useLocation();
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const invalidate = useInvalidate();
  const count = useServerData(isAuthenticated ? cartQueries.count : null);
  // The first render loads it anyway; each navigation after that asks again.
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    if (isAuthenticated) invalidate(cartQueries.count.key);
  }, [location, isAuthenticated, invalidate]);
  return isAuthenticated ? (count.data ?? null) : null;
}

/**
 * Logging out in one tab logs out the others: a signed-in tab forgets the session and
 * starts over at home, as after a 401, so no customer page stays on screen.
 */
export function useSignOutElsewhere() {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const forgetSession = useSetAtom(forgetSessionAtom);
  useEffect(() => {
    if (!isAuthenticated) return undefined;
    return onSignOutElsewhere(() => {
      forgetSession();
      window.location.assign('/');
    });
  }, [isAuthenticated, forgetSession]);
}
