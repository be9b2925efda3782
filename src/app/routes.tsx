import { useStore } from 'jotai';
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { parse as parsePattern } from 'regexparam';
import { matchRoute, Route, Switch, useLocation, useRouter, useSearch } from 'wouter';
import { prefetchServerData, type Query, type Store } from '@/api/serverData';
import { pageTitle } from '@/lib/pageTitle';
import { isAuthenticatedAtom, sessionAtom } from '@/state/session';
import { useInBrowser } from '@/ui';
import { RequireAuth } from './guards';
import type { PageRoute } from './page';
import { RouteFallback } from './RouteFallback';
import { GoHome, type Params, type RouteEntry, type Screen, table } from './routeTable';
import { SessionTakeover } from './sessionTakeover';

/** A page's name for the tab's title, from its declaration. */
export function titleOf(page: PageRoute, params: Params): string | undefined {
  return typeof page.title === 'function' ? page.title(params) : page.title;
}

/** A declared page, not a redirect. */
export const isScreen = (show: RouteEntry['show']): show is Screen => 'Component' in show;

export function matchEntry(parser: Parameters<typeof matchRoute>[0], path: string) {
  for (const entry of table) {
    const [matches, params] = matchRoute(parser, entry.path, path);
    if (matches) return { entry, params: (params ?? {}) as Params };
  }
  return null;
}

/**
 * Who the first reads are for: the store's session in this browser, or the build's guest,
 * who has nothing stored, whatever the store and the browser hold.
 */
interface Reader {
  isAuthenticated: boolean;
  hasProfile: boolean;
  usesStorage: boolean;
}

function readerOf(store: Store): Reader {
  return {
    isAuthenticated: store.get(isAuthenticatedAtom),
    hasProfile: store.get(sessionAtom).profile !== null,
    usesStorage: true,
  };
}

const GUEST: Reader = { isAuthenticated: false, hasProfile: false, usesStorage: false };

/**
 * The gateway reads the screen at `path` makes first, for `reader` (a guarded route's: only
 * for a signed-in session). Loads the module that knows them.
 */
async function firstReadsOf(
  found: ReturnType<typeof matchEntry>,
  search: string,
  { isAuthenticated, hasProfile, usesStorage }: Reader,
): Promise<readonly Query<unknown>[]> {
  if (!found || !isScreen(found.entry.show)) return [];
  const { show, guarded } = found.entry;
  if (guarded && !isAuthenticated) return [];
  const { reads } = await show.page();
  return (
    reads?.({
      params: found.params,
      search: new URLSearchParams(search),
      isAuthenticated,
      hasProfile,
      usesStorage,
    }) ?? []
  );
}

/**
 * What a guest's first render of a page reads: the build pre-renders the page with that data
 * (app/prerender.tsx), and the client takes back from the page only those keys
 * (app/prerenderedData.ts). The patterns are wouter's own (regexparam), as the app's router
 * uses.
 */
export function guestReadsOf(path: string): Promise<readonly Query<unknown>[]> {
  return firstReadsOf(matchEntry(parsePattern, path), '', GUEST);
}

/**
 * Starts what the screen at `path` needs, all at once: its chunk and its first gateway reads
 * (on a guarded route only for a signed-in session) into the store's cache, where the
 * screen's reads find them under way, and the reads that follow one's answer as it arrives.
 * Neither waits for the other.
 */
export function preloadRoute(
  store: Store,
  path: string,
  parser: Parameters<typeof matchRoute>[0],
  search = '',
): Promise<unknown> {
  const found = matchEntry(parser, path);
  if (!found || !isScreen(found.entry.show)) return Promise.resolve();
  // The reads first: their code is a few hundred bytes, the chunk's dozens of files.
  const reads = firstReadsOf(found, search, readerOf(store)).then((queries) => {
    for (const query of queries) prefetchServerData(store, query);
  });
  const chunk = found.entry.show.load();
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
  // In this render, before the Switch below renders the screen (React.lazy asks for its chunk
  // then): the first reads' code is small and the gateway's answer is the screen's longest
  // wait, so their requests go out ahead of the chunk's dozens of files. Once per address;
  // repeating it (a render React discards or runs twice) starts nothing new. Never while
  // pre-rendering (no window): the build reads a page's data itself. Never while hydrating a
  // pre-rendered page either: its data is on the page, and an answer arriving mid-hydration
  // would change text React has not matched yet (#418); useInBrowser is false until hydration
  // has committed, then this runs in the render that follows, true at once for a fresh render.
  const preloaded = useRef<string | null>(null);
  const hydrated = useInBrowser();
  if (hydrated && preloaded.current !== `${location}?${search}`) {
    preloaded.current = `${location}?${search}`;
    preloadRoute(store, location, router.parser, search).catch(() => {
      // The screen itself loads what failed again and shows the failure.
    });
  }

  // The route's title, from its page's declaration, unless the screen has set its own
  // meanwhile (a product's name, usePageTitle): a layout effect, so the title is set before
  // any screen's effect sets its own. Only when the route changes: another address of the
  // same route (a product's slug replaced) keeps the screen's title.
  const titled = useRef<string | null>(null);
  useLayoutEffect(() => {
    const found = matchEntry(router.parser, location);
    const pattern = found?.entry.path ?? '';
    if (pattern === titled.current) return;
    titled.current = pattern;
    const show = found?.entry.show;
    document.title = pageTitle(show && isScreen(show) ? titleOf(show.route, found.params) : null);
  }, [location, router]);

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

/**
 * The route's preloads and title, in a sibling rendered before the screen's boundary: its
 * render after hydration (useInBrowser turning true) must not re-render a boundary that is
 * still hydrating, which would switch that boundary to client rendering.
 */
function RoutePreloads() {
  usePreloadRoutes();
  return null;
}

export function AppRoutes() {
  return (
    <>
      <RoutePreloads />
      <Suspense fallback={<RouteFallback />}>
        <Switch>
          {table.map((entry) => (
            <Route key={keyOf(entry)} path={entry.path}>
              {routeElement(entry)}
            </Route>
          ))}
          <Route component={GoHome} />
        </Switch>
        <SessionTakeover />
      </Suspense>
    </>
  );
}
