import { useStore } from 'jotai';
import { type ComponentType, lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { parse as parsePattern } from 'regexparam';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter, useSearch } from 'wouter';
import { prefetchServerData, type Query, type Store } from '@/api/serverData';
import { onDemand } from '@/lib/onDemand';
import { routes } from '@/lib/paths';
import { isAuthenticatedAtom, sessionAtom } from '@/state/session';
import { RequireAuth } from './guards';
import { RouteFallback } from './RouteFallback';

type Params = Record<string, string | undefined>;

/** What a screen's first reads depend on: the address and who is signed in. */
interface ReadsFor {
  params: Params;
  search: URLSearchParams;
  isAuthenticated: boolean;
  /** The session holds the profile's cookie copy (the profile is read only then). */
  hasProfile: boolean;
}

/**
 * The gateway reads a screen's first render makes, for the route's address. Loaded on
 * demand: the api modules carry zod and the API client, which the shell does not need.
 */
type FirstReads = (route: ReadsFor) => Promise<Query<unknown>[]>;

/** A screen: its chunk (loaded once, whoever asks first) and the reads its first render makes. */
interface Screen {
  Component: ComponentType;
  load: () => Promise<unknown>;
  reads?: FirstReads;
}

function screen(
  importScreen: () => Promise<{ default: ComponentType }>,
  reads?: FirstReads,
): Screen {
  // A chunk that failed to load (offline) is asked for again next time, not remembered.
  const load = onDemand(importScreen);
  return { Component: lazy(load), load, reads };
}

// Every screen is its own chunk: the first load carries only the shell. Beside each, what its
// first render reads, so a route's chunk and its first gateway calls start together.
const screens = {
  home: screen(
    () => import('@/features/home/HomeScreen'),
    async () => [(await import('@/api/catalogue')).catalogueQueries.categories],
  ),
  blogs: screen(
    () => import('@/features/blogs/BlogsScreen'),
    async () => (await import('@/features/blogs/firstReads')).blogListReads,
  ),
  // An article opens from the list kept locally, without a call (SPEC §3).
  blogDetail: screen(() => import('@/features/blogs/BlogDetailScreen')),
  blendIntro: screen(() => import('@/features/blend-intro/BlendIntroScreen')),
  blend: screen(
    () => import('@/features/blend/BlendScreen'),
    async ({ params }) => (await import('@/features/blend/firstReads')).blendReadsFor(params.step),
  ),
  profile: screen(
    () => import('./ProfileRoute'),
    async ({ hasProfile, search }) => {
      const [{ profileReads }, { orderHistoryReads }] = await Promise.all([
        import('@/features/profile/firstReads'),
        import('@/features/orders/firstReads'),
      ]);
      return profileReads(hasProfile, search, () => orderHistoryReads(search));
    },
  ),
  editProfile: screen(
    () => import('@/features/profile/EditProfileScreen'),
    async ({ hasProfile }) =>
      (await import('@/features/profile/firstReads')).editProfileReads(hasProfile),
  ),
  orderHistory: screen(
    () => import('@/features/orders/OrderHistoryScreen'),
    async ({ search }) => (await import('@/features/orders/firstReads')).orderHistoryReads(search),
  ),
  addresses: screen(
    () => import('@/features/addresses/AddressListScreen'),
    async () => [(await import('@/api/addresses')).addressQueries.list],
  ),
  addressForm: screen(() => import('@/features/addresses/AddressFormScreen')),
  products: screen(
    () => import('@/features/catalogue/ProductsScreen'),
    async ({ isAuthenticated }) =>
      (await import('@/features/catalogue/firstReads')).productsReads(isAuthenticated),
  ),
  productDetail: screen(
    () => import('@/features/catalogue/ProductDetailScreen'),
    async ({ params: { productCode = '' } }) =>
      (await import('@/features/catalogue/firstReads')).productDetailReads(productCode),
  ),
  login: screen(() => import('@/features/auth/LoginScreen')),
  register: screen(() => import('@/features/auth/RegisterScreen')),
  completeProfile: screen(() => import('@/features/auth/CompleteProfileScreen')),
  activation: screen(() => import('@/features/auth/ActivationScreen')),
  partnership: screen(() => import('@/features/partnership/PartnershipScreen')),
  cart: screen(
    () => import('@/features/cart/CartScreen'),
    async () => [(await import('@/api/cart')).cartQueries.lines],
  ),
  checkout: screen(
    () => import('@/features/checkout/CheckoutScreen'),
    async () => (await import('@/features/checkout/firstReads')).checkoutReads,
  ),
  selectBranch: screen(
    () => import('@/features/branch/SelectBranchScreen'),
    async () => (await import('@/features/branch/firstReads')).selectBranchReads,
  ),
} satisfies Record<string, Screen>;

function GoHome() {
  return <Redirect to={routes.home} replace />;
}

interface RouteEntry {
  path: string;
  /** A screen, or what the route shows instead (a redirect, a screen with props). */
  show: Screen | ComponentType;
  /** The signed-in area (SPEC §2): a guest goes to /login first. */
  guarded?: true;
}

/**
 * The route table of SPEC.md §2, in one place. Flat on purpose: every pattern is a whole
 * path from lib/paths, so a redirect or a link inside a screen means the same everywhere.
 * The signed-in area is guarded as a whole, so a guest on any /main address (known or not)
 * goes to /login first. First match wins.
 */
const table: RouteEntry[] = [
  { path: routes.home, show: screens.home },
  { path: routes.homeAlias, show: GoHome },
  { path: routes.products, show: screens.products },
  { path: routes.productDetail, show: screens.productDetail },
  { path: routes.partnership, show: screens.partnership },
  { path: routes.blogs, show: screens.blogs },
  { path: routes.blogDetail, show: screens.blogDetail },
  { path: routes.blendIntro, show: screens.blendIntro },
  { path: routes.blendStep, show: screens.blend, guarded: true },
  { path: routes.login, show: screens.login },
  { path: routes.register, show: screens.register },
  { path: routes.completeProfile, show: screens.completeProfile },
  { path: routes.activation, show: screens.activation },
  { path: routes.userProfile, show: screens.profile, guarded: true },
  { path: routes.profile, show: screens.profile, guarded: true },
  { path: routes.user, show: screens.profile, guarded: true },
  { path: routes.editProfile, show: screens.editProfile, guarded: true },
  { path: routes.cart, show: screens.cart, guarded: true },
  { path: routes.checkout, show: screens.checkout, guarded: true },
  { path: routes.selectBranch, show: screens.selectBranch, guarded: true },
  { path: routes.address, show: screens.addresses, guarded: true },
  { path: routes.addressForm, show: screens.addressForm, guarded: true },
  { path: routes.addressFormEdit, show: screens.addressForm, guarded: true },
  { path: routes.orderHistory, show: screens.orderHistory, guarded: true },
  // Any other /main path goes home, after the login a guest is sent to first.
  { path: '/main/*?', show: GoHome, guarded: true },
];

const isScreen = (show: RouteEntry['show']): show is Screen => 'Component' in show;

function matchEntry(parser: Parameters<typeof matchRoute>[0], path: string) {
  for (const entry of table) {
    const [matches, params] = matchRoute(parser, entry.path, path);
    if (matches) return { entry, params: (params ?? {}) as Params };
  }
  return null;
}

/**
 * The gateway reads the screen at `path` makes first, for who the store says is signed in (a
 * guarded route's: only for a signed-in session). Loads the module that knows them.
 */
function firstReadsOf(
  store: Store,
  found: ReturnType<typeof matchEntry>,
  search: string,
): Promise<Query<unknown>[]> {
  if (!found || !isScreen(found.entry.show)) return Promise.resolve([]);
  const { show, guarded } = found.entry;
  const isAuthenticated = store.get(isAuthenticatedAtom);
  if (!show.reads || (guarded && !isAuthenticated)) return Promise.resolve([]);
  return show.reads({
    params: found.params,
    search: new URLSearchParams(search),
    isAuthenticated,
    hasProfile: store.get(sessionAtom).profile !== null,
  });
}

/**
 * What a guest's first render of a page reads, for pre-rendering it with that data
 * (app/prerender.tsx). The patterns are wouter's own (regexparam), as the app's router uses.
 */
export function guestReadsOf(store: Store, path: string): Promise<Query<unknown>[]> {
  return firstReadsOf(store, matchEntry(parsePattern, path), '');
}

/**
 * Starts what the screen at `path` needs, all at once: its chunk and its first gateway reads
 * (on a guarded route only for a signed-in session) into the store's cache, where the
 * screen's reads find them under way. Neither waits for the other.
 */
export function preloadRoute(
  store: Store,
  path: string,
  parser: Parameters<typeof matchRoute>[0],
  search = '',
): Promise<unknown> {
  const found = matchEntry(parser, path);
  if (!found || !isScreen(found.entry.show)) return Promise.resolve();
  const chunk = found.entry.show.load();
  const reads = firstReadsOf(store, found, search).then((queries) => {
    for (const query of queries) prefetchServerData(store, query);
  });
  return Promise.all([chunk, reads]);
}

/** The path of an in-app link, or null. */
function linkPath(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  return link.pathname;
}

/**
 * Preloads the current route's chunk and first reads as the address changes (the first one
 * at start), and the chunk of a screen an in-app link leads to when the pointer or the focus
 * reaches the link, so the click finds its code loaded.
 */
function usePreloadRoutes() {
  const store = useStore();
  const router = useRouter();
  const [location] = useLocation();
  const search = useSearch();
  // Before the browser paints: the screen's chunk is already asked for by this render.
  useLayoutEffect(() => {
    preloadRoute(store, location, router.parser, search).catch(() => {
      // The screen itself loads what failed again and shows the failure.
    });
  }, [store, location, router, search]);

  useEffect(() => {
    // pointerover fires on every element the pointer crosses: each link is looked up once.
    let lastPath: string | null = null;
    const preloadChunk = (event: Event) => {
      const path = linkPath(event.target);
      if (path === null || path === lastPath) return;
      lastPath = path;
      const show = matchEntry(router.parser, path)?.entry.show;
      if (show && isScreen(show)) show.load().catch(() => undefined);
    };
    document.addEventListener('pointerover', preloadChunk, { passive: true });
    document.addEventListener('focusin', preloadChunk);
    return () => {
      document.removeEventListener('pointerover', preloadChunk);
      document.removeEventListener('focusin', preloadChunk);
    };
  }, [router]);
}

function routeElement({ show, guarded }: RouteEntry) {
  const Shown = isScreen(show) ? show.Component : show;
  return guarded ? (
    <RequireAuth>
      <Shown />
    </RequireAuth>
  ) : (
    <Shown />
  );
}

/**
 * Routes showing the same screen share a key, so moving between their addresses (the
 * profile's three) keeps the screen and its state, as one route would.
 */
function keyOf(entry: RouteEntry): string {
  return table.find((other) => other.show === entry.show)?.path ?? entry.path;
}

export function AppRoutes() {
  usePreloadRoutes();
  return (
    <Suspense fallback={<RouteFallback />}>
      <Switch>
        {table.map((entry) => (
          <Route key={keyOf(entry)} path={entry.path}>
            {routeElement(entry)}
          </Route>
        ))}
        <Route component={GoHome} />
      </Switch>
    </Suspense>
  );
}
