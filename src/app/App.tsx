import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { Router, useLocation } from 'wouter';
import { cartCountAtom } from '@/state/cart';
import { isAuthenticatedAtom } from '@/state/session';
import { GlobalErrors } from './GlobalErrors';
import { ShellLayout } from './layout/ShellLayout';
import { useCartCountSync, useScrollToTopOnNavigate } from './navigationEffects';
import { AppRoutes } from './routes';

/** react-aria speaks id-ID (dates, numbers) and its links navigate through wouter, not a reload. */
function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <I18nProvider locale="id-ID">
      <RouterProvider navigate={(href) => navigate(href)}>{children}</RouterProvider>
    </I18nProvider>
  );
}

function Shell() {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const cartCount = useAtomValue(cartCountAtom);
  useScrollToTopOnNavigate();
  useCartCountSync();
  return (
    <ShellLayout isAuthenticated={isAuthenticated} cartCount={cartCount}>
      <AppRoutes />
    </ShellLayout>
  );
}

export function App() {
  return (
    <Router>
      <AriaRouter>
        <Shell />
        <GlobalErrors />
      </AriaRouter>
    </Router>
  );
}
