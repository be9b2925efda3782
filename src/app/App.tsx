import { useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { Router, useLocation } from 'wouter';
import { cartCountAtom } from '@/state/cart';
import { farewellAtom } from '@/state/farewell';
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

const FarewellAlert = lazy(() =>
  import('@/features/profile/FarewellAlert').then((m) => ({ default: m.FarewellAlert })),
);

/** The goodbye after logout, loaded only once somebody logs out, then kept for its exit animation. */
function Farewell() {
  const farewell = useAtomValue(farewellAtom);
  const [needed, setNeeded] = useState(false);
  if (farewell !== null && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <FarewellAlert />
    </Suspense>
  ) : null;
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
        <Farewell />
      </AriaRouter>
    </Router>
  );
}
