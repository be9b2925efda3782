import type { ComponentType } from 'react';
import type { Query } from '@/api/serverData';
import type { PageHead } from '@/lib/pageHead';

// A page of the shop, declared once, beside its screen, in a `<name>.page.ts` file (in the
// manner of a route module): its address, who may open it, its screen, the gateway reads its
// first render makes, its title and description, whether the build pre-renders it (once, or
// once per item) and whether the sitemap lists it. The route table (app/routeTable.tsx), the
// tab titles, the build's pages, their heads and the sitemap (app/prerender.tsx) all come
// from these declarations. The first load holds only each page's route (its path, access,
// screen and title: scripts/pageRoutes.mjs); its reads load on demand with its screen.

export type Params = Record<string, string | undefined>;

/** What a screen's first reads depend on: the address and who is signed in. */
export interface ReadsFor {
  params: Params;
  search: URLSearchParams;
  isAuthenticated: boolean;
  /** The session holds the profile's cookie copy (the profile is read only then). */
  hasProfile: boolean;
  /**
   * What this browser stored may spare a read (an article the stored blog list has). False
   * for a guest's first render as the build makes it, with nothing stored: what it read is
   * what its page carries, and what hydration takes back (guestReadsOf).
   */
  usesStorage: boolean;
}

/** What the page was rendered with for a query, if it was. */
export type DataOf = <T>(query: Query<T>) => T | undefined;

/** Reads a query at build time (the build's gateway): for a page's items. */
export type BuildRead = <T>(query: Query<T>) => Promise<T>;

export interface Page {
  /** Its address pattern(s), from lib/paths (wouter's syntax); one screen for them all. */
  path: string | readonly string[];
  /** 'customer': the signed-in area (SPEC §2); a guest goes to /login first. Else anyone. */
  access?: 'customer';
  /** Its screen's module, loaded on demand: every screen is its own chunk. */
  screen: () => Promise<{ default: ComponentType }>;
  /**
   * The queries its first render reads (the api's own query objects), started with the
   * screen's chunk so the screen finds them under way.
   */
  reads?: (route: ReadsFor) => readonly Query<unknown>[];
  /** Its name in the tab's title and head ('Keranjang' → 'Keranjang · ' and the shop's name). */
  title?: string | ((params: Params) => string);
  /** Its search and link-preview description (the shop's when absent). */
  description?: string;
  /**
   * The build writes it as HTML: `true` for its address as it is; `items` for a page per
   * item (a product, an article), with their addresses read from the build's gateway.
   */
  prerender?: true | { items: (read: BuildRead) => Promise<string[]> };
  /**
   * Its head made from the data it was rendered with (a product's name, text and picture),
   * for the build; null when the data is not there (then title and description serve).
   */
  head?: (params: Params, dataOf: DataOf) => PageHead | null;
  /** A pre-rendered page is in the sitemap unless this says no. */
  sitemap?: false;
  /**
   * The parts its first press opens (their source files, as the build's manifest names them:
   * a product's '+ Keranjang' dialog): its pre-rendered HTML asks the browser to download
   * their code once the page has loaded, without running it, so the press does not wait for
   * it (issue 37). A file that is not a chunk of the build fails the build.
   */
  prefetch?: readonly string[];
}

/** What the first load holds of a page: what matching, guarding and naming its tab need. */
export type PageRoute = Pick<Page, 'path' | 'access' | 'screen' | 'title'>;

/** A page's address patterns, as a list. */
export const pathsOf = (page: PageRoute): readonly string[] =>
  typeof page.path === 'string' ? [page.path] : page.path;
