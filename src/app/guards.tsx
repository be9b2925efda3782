import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { hrefs } from '@/lib/paths';
import { isAuthenticatedAtom } from '@/state/session';

/**
 * The signed-in area needs a customer (SPEC §2): a guest goes to /login, which then goes on
 * to the page asked for. Used by the route table around every guarded route.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const [path] = useLocation();
  const search = useSearch();
  if (isAuthenticated) return children;
  // The login page checks the return path again; here it only needs to be what was asked.
  return <Redirect to={hrefs.login(search ? `${path}?${search}` : path)} replace />;
}
