import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { isAuthenticatedAtom } from '@/state/session';

/** The /main area needs a signed-in customer; guests go to /login (SPEC §2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  return isAuthenticated ? children : <Redirect to="/login" replace />;
}
