import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { isAuthenticatedAtom, sessionTakeoverPendingAtom } from './session';

/**
 * Whether the customer came to this screen signed in (login, register and 'Lupa password?'
 * send such a customer on), as opposed to signing in on it. A page hydrated as the guest for
 * a signed-in customer counts as arrived signed in once the customer's session has taken it
 * over (state/session.ts).
 */
export function useArrivedSignedIn(): boolean {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const takeoverPending = useAtomValue(sessionTakeoverPendingAtom);
  const [arrived] = useState(isAuthenticated || takeoverPending);
  return arrived && isAuthenticated;
}
