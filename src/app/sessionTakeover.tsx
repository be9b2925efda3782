import { useAtomValue, useStore } from 'jotai';
import { startTransition, useEffect } from 'react';
import { isAuthenticatedAtom, sessionFromCookiesAtom } from '@/state/session';

/**
 * A signed-in customer's browser hydrates a pre-rendered page as the guest it was rendered for
 * (main.tsx marks <html data-session-pending>): the markup matches, so every link and control
 * stays the element under the pointer, where rendering the page afresh replaced all of them
 * and lost a press landing meanwhile (issue 37, item 5). Rendered beside the screen, inside
 * its boundary, this takes the customer's session from the cookies once the screen is
 * hydrated, in a transition (which waits for any part still hydrating rather than rendering
 * it afresh); a press kept before the app waits until then (scripts/startAfterPaint.js), so
 * '+ Keranjang' is carried out for the customer, not for the guest.
 */
export function SessionTakeover() {
  const store = useStore();
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  useEffect(() => {
    const state = document.documentElement.dataset;
    if (!('sessionPending' in state)) return;
    if (!isAuthenticated) {
      startTransition(() => store.set(sessionFromCookiesAtom));
      // The customer renders next, and this effect runs again; cookies gone meanwhile (a logout
      // in another tab) leave the guest, and nothing to wait for.
      if (store.get(isAuthenticatedAtom)) return;
    }
    delete state.sessionPending;
  }, [isAuthenticated, store]);
  return null;
}
