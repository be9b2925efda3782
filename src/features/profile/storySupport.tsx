import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { isAuthenticatedAtom } from '@/state/session';
import { FarewellAlert } from './FarewellAlert';

/**
 * For stories only: the screen at its route behind the same guard the app uses, the pages
 * it leads to as plain stand-ins, the farewell host the app mounts, and the current
 * address, so a play function can follow where the customer ends up.
 */
export function ProfileStoryApp({ path, children }: { path: string; children: ReactNode }) {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const [location] = useLocation();
  const search = useSearch();
  return (
    <>
      <Switch>
        <Route path={path}>{isAuthenticated ? children : <Redirect to="/login" replace />}</Route>
        <Route path="/">
          <h1>Beranda</h1>
        </Route>
        <Route path="/login">
          <h1>Halaman login</h1>
        </Route>
        <Route path="/main/address-form">
          <h1>Form alamat</h1>
        </Route>
      </Switch>
      <FarewellAlert />
      <p>
        Lokasi: <output aria-label="Lokasi">{search ? `${location}?${search}` : location}</output>
      </p>
    </>
  );
}
