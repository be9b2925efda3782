import pages from 'virtual:pages';
import { type ComponentType, lazy } from 'react';
import { Redirect } from 'wouter';
import { onDemand } from '@/lib/onDemand';
import { routes, SIGNED_IN_AREA } from '@/lib/paths';
import { type Page, type PageRoute, pathsOf } from './page';

// The route table of SPEC.md §2, made from the pages' own declarations (`*.page.ts` beside
// each screen, app/page.ts): routes.tsx matches addresses against it and preloads.

export type { Params } from './page';

/**
 * A declared page: its route, its screen as a lazy component and its whole declaration, each
 * loaded once, whoever asks first (a chunk that failed to load, offline, is asked for again).
 */
export interface Screen {
  route: PageRoute;
  /** The declaration's file, as the build's module graph names it (`src/…/x.page.ts`); only in the build's pre-rendering. */
  file: string;
  Component: ComponentType;
  load: () => Promise<unknown>;
  /** The whole declaration (its reads), or the route where it reads nothing as it starts. */
  page: () => Promise<Page>;
}

function screenOf({ route, file = '' }: (typeof pages)[number]): Screen {
  const load = onDemand(route.screen);
  const { page } = route;
  const declaration = page
    ? onDemand(async () => (await page()).default)
    : () => Promise.resolve(route as Page);
  return { route, file, Component: lazy(load), load, page: declaration };
}

/**
 * The declared pages, each with its lazy screen: in the first load only what routing needs of
 * each (`virtual:pages`, scripts/pageRoutes.mjs), the reads of a page on demand.
 */
export const screens: readonly Screen[] = pages.map(screenOf);

export function GoHome() {
  return <Redirect to={routes.home} replace />;
}

export interface RouteEntry {
  path: string;
  /** A declared page, or what the route shows instead (a redirect). */
  show: Screen | ComponentType;
  /** The signed-in area (SPEC §2): a guest goes to /login first. */
  guarded?: true;
}

/** Fewer parameters first: `/custom-blend/introduction` before `/custom-blend/:step?`. */
const parametersIn = (path: string) =>
  path.split('/').filter((part) => part.startsWith(':')).length;

/**
 * The route table of SPEC.md §2. Flat on purpose: every pattern is a whole path from
 * lib/paths, so a redirect or a link inside a screen means the same everywhere. The
 * signed-in area is guarded as a whole, so a guest on any /main address (known or not) goes
 * to /login first. First match wins: a fixed address before a pattern that would take it.
 */
export const table: RouteEntry[] = [
  ...screens
    .flatMap((screen) =>
      pathsOf(screen.route).map(
        (path): RouteEntry => ({
          path,
          show: screen,
          ...(screen.route.access === 'customer' ? { guarded: true as const } : {}),
        }),
      ),
    )
    .sort((a, b) => parametersIn(a.path) - parametersIn(b.path)),
  { path: routes.homeAlias, show: GoHome },
  // Any other /main path goes home, after the login a guest is sent to first.
  { path: SIGNED_IN_AREA, show: GoHome, guarded: true },
];
