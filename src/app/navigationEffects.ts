import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { type Query, useInvalidate, useServerData } from '@/api/serverData';
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
 * The number of lines in the cart, under 'cart', so every cart mutation refreshes it. The
 * API client is loaded on demand: guests never need it, and the first load stays small. A
 * failure keeps the last known count (the global error dialog says what went wrong).
 */
const cartCountQuery: Query<number> = {
  key: 'cart:count',
  load: (signal) => import('@/api/cart').then(({ getCartCount }) => getCartCount({ signal })),
};

/**
 * SPEC §2: for signed-in users the cart count is refreshed at start and on each navigation.
 * Null while unknown, so the badge does not flash a wrong 0.
 */
export function useCartCount(): number | null {
  const [location] = useLocation();
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const invalidate = useInvalidate();
  const count = useServerData(isAuthenticated ? cartCountQuery : null);
  // The first render loads it anyway; each navigation after that asks again.
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    if (isAuthenticated) invalidate(cartCountQuery.key);
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
