import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { cartQueries } from '@/api/cart';
import { invalidateAllServerData, useInvalidate, useServerData } from '@/api/serverData';
import { onSessionEndedInPlace } from '@/api/signedOutNotice';
import { forgetSessionAtom, isAuthenticatedAtom, readSessionAgainAtom } from '@/state/session';
import { onSessionElsewhere } from '@/state/sessionSync';

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
 * The session changed somewhere else. Logging out in another tab logs this one out: a
 * signed-in tab forgets the session and starts over at home, as after a 401, so no customer
 * page stays on screen. Signing in in another tab signs this one in: it reads the session
 * from the cookies and asks again for everything it shows (the cart count, the profile),
 * without a reload. A 401 that ended the session in this page without reloading it
 * (api/signedOutNotice.ts) shows the shop signed out, at home.
 */
export function useSessionChanges() {
  const store = useStore();
  const [, navigate] = useLocation();
  useEffect(() => {
    const stopListening = onSessionElsewhere((change) => {
      if (change === 'signed-in') {
        store.set(readSessionAgainAtom);
        invalidateAllServerData(store);
      } else if (store.get(isAuthenticatedAtom)) {
        store.set(forgetSessionAtom);
        window.location.assign('/');
      }
    });
    const stopEnding = onSessionEndedInPlace(() => {
      store.set(forgetSessionAtom);
      navigate('~/', { replace: true });
    });
    return () => {
      stopListening();
      stopEnding();
    };
  }, [store, navigate]);
}
