import type { ReactNode } from 'react';
import type { Mock } from 'storybook/test';
import { expect, screen, spyOn, waitFor } from 'storybook/test';
import { Route, Switch, useLocation } from 'wouter';
import { globalErrors } from '@/api/errors';

/**
 * For stories only: the screen at its route, the pages it leads to as plain stand-ins, and
 * the current address, so a play function can follow where the shopper ends up.
 */
export function AuthStoryApp({ path, children }: { path: string; children: ReactNode }) {
  const [location] = useLocation();
  return (
    <>
      <Switch>
        <Route path={path}>{children}</Route>
        <Route path="/">
          <h1>Beranda</h1>
        </Route>
        <Route path="/login">
          <h1>Halaman login</h1>
        </Route>
        <Route path="/main/profile">
          <h1>Halaman profil</h1>
        </Route>
        <Route path="/lengkapi-profil">
          <h1>Halaman lengkapi profil</h1>
        </Route>
      </Switch>
      <p>
        Lokasi: <output aria-label="Lokasi">{location}</output>
      </p>
    </>
  );
}

export const desktop = { viewport: { value: 'desktop', isRotated: false } };
export const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** Resolves once the story's router is at exactly `path`. */
export async function expectLocation(path: string) {
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'Lokasi' }).textContent).toBe(path),
  );
}

export function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

/**
 * Watches the global error dialog's bus: these screens word their own failures, so a story
 * asserts the global dialog was never asked to open.
 */
export function watchGlobalErrors() {
  const publish = spyOn(globalErrors, 'publish');
  return () => publish.mockRestore();
}

export async function expectNoGlobalError() {
  await expect(globalErrors.publish).not.toHaveBeenCalled();
}

/**
 * A request reaches the mock a moment after the click that sent it: wait for the first, then
 * give a duplicate the same moment to show up before counting.
 */
export async function expectSentOnce(requests: Mock) {
  await waitFor(() => expect(requests).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect(requests).toHaveBeenCalledTimes(1);
}
