import { type createStore, Provider as JotaiProvider, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { Router, type RouterOptions, useLocation } from 'wouter';
import { ConsentSlot } from '@/features/analytics/public';
import { farewellAtom } from '@/state/farewell';
import { isAuthenticatedAtom } from '@/state/session';
import { onDemandPart } from '@/ui';
import { useCartCount, useSessionChanges } from './cartCountAndTabSync';
import { GlobalErrors } from './GlobalErrors';
import { ShellLayout } from './layout/ShellLayout';
import { AppRoutes } from './routes';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { useScrollToTopOnNavigate } from './scrollToTop';

/** react-aria speaks id-ID (dates, numbers) and its links navigate through wouter, not a reload. */
function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <I18nProvider locale="id-ID">
      <RouterProvider navigate={(href) => navigate(href)}>{children}</RouterProvider>
    </I18nProvider>
  );
}

export interface AppProvidersProps {
  children: ReactNode;
  /**
   * Where the address comes from: the browser's by default; stories pass a memory location,
   * pre-rendering an ssrPath.
   */
  router?: Pick<RouterOptions, 'hook' | 'searchHook' | 'ssrPath' | 'ssrSearch'>;
  /** A Jotai store of its own (a story, a test); the default store otherwise. */
  store?: ReturnType<typeof createStore>;
}

/**
 * Everything the screens rely on around them: router, locale, react-aria's navigation and
 * the shared state. The app, its stories and its tests all render through this one.
 */
export function AppProviders({ children, router = {}, store }: AppProvidersProps) {
  const routed = (
    <Router {...router}>
      <AriaRouter>{children}</AriaRouter>
    </Router>
  );
  return store ? <JotaiProvider store={store}>{routed}</JotaiProvider> : routed;
}

/**
 * The goodbye after logout (it reads the farewell itself; `isOpen` says when it is wanted),
 * downloaded only once somebody logs out, then kept for its exit animation.
 */
const FarewellAlert = onDemandPart<{ isOpen: boolean }>(
  async () => (await import('@/features/profile/public')).FarewellAlert,
  { isOpen: (props) => props.isOpen, loadsAfterRender: false },
);

function Farewell() {
  return <FarewellAlert isOpen={useAtomValue(farewellAtom) !== null} />;
}

function Shell() {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const cartCount = useCartCount();
  const [location] = useLocation();
  useScrollToTopOnNavigate();
  useSessionChanges();
  return (
    <ShellLayout isAuthenticated={isAuthenticated} cartCount={cartCount}>
      <ScreenErrorBoundary location={location}>
        <AppRoutes />
      </ScreenErrorBoundary>
    </ShellLayout>
  );
}

/** The whole storefront inside its providers: shell, route table and the app-wide dialogs. */
export function Storefront() {
  return (
    <>
      <Shell />
      <GlobalErrors />
      <Farewell />
      <ConsentSlot />
    </>
  );
}

/** The storefront as the browser runs it; pre-rendering passes the page's path and a store. */
export function App({ router, store }: Omit<AppProvidersProps, 'children'>) {
  return (
    <AppProviders router={router} store={store}>
      <Storefront />
    </AppProviders>
  );
}
