import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { parse as parsePattern } from 'regexparam';
import { fetchServerData, type Query, type Store, seedServerData } from '@/api/serverData';
import { ConsentSlot } from '@/features/analytics/public';
import { headTags, type PageHead } from '@/lib/pageHead';
import { routes } from '@/lib/paths';
import { App, AppProviders } from './App';
import { ShellLayout } from './layout/ShellLayout';
import { type BuildRead, type DataOf, pathsOf } from './page';
import { RouteFallback } from './RouteFallback';
import { guestReadsOf, isScreen, matchEntry, titleOf } from './routes';
import { screens } from './routeTable';

export { staysInItsFolder } from '@/lib/paths';
export { openBuildGateway } from './buildGateway';
export { prerenderedDataScript } from './prerenderedData';
export { siteIndexFiles } from './sitemap';

// The build's pre-rendering entry (scripts/prerender.mjs builds it for Node with the app's
// own Vite config, so CSS module class names are the client build's). Nothing here runs
// in the browser.

/** A page the build writes: its address, and its declaration's file (for its chunks). */
export interface BuiltPage {
  path: string;
  file: string;
  /** The parts its first press opens (Page.prefetch). */
  prefetch: readonly string[];
}

/** The build's own read of the gateway, outside any page's store. */
const readAtBuild: BuildRead = (query) => fetchServerData(createStore(), query);

/**
 * The pages the build writes, from their declarations (`prerender`): each page as it is, and
 * a page per item (every product, every article) when there is a gateway to read them from;
 * a list of items that cannot be read gives none. Throws when an item's address would leave
 * its page's folder (productPagePath).
 */
export async function prerenderedPages({
  readGateway,
}: {
  readGateway: boolean;
}): Promise<BuiltPage[]> {
  const pages: BuiltPage[] = [];
  for (const screen of screens) {
    const { file } = screen;
    const page = await screen.page();
    const { prerender, prefetch = [] } = page;
    if (prerender === true) for (const path of pathsOf(page)) pages.push({ path, file, prefetch });
    else if (prerender && readGateway) {
      // A list the gateway cannot give is no pages; an item the page refuses fails the build.
      let unreadable = false;
      const read: BuildRead = (query) =>
        readAtBuild(query).catch((error: unknown) => {
          unreadable = true;
          throw error;
        });
      let items: string[] = [];
      try {
        items = await prerender.items(read);
      } catch (error) {
        if (!unreadable) throw error;
      }
      for (const path of items) pages.push({ path, file, prefetch });
    }
  }
  return pages;
}

/** The addresses the sitemap lists: the pages written whose declarations do not say no. */
export async function sitemapPaths(pages: readonly BuiltPage[]): Promise<string[]> {
  const unlisted = new Set<string>();
  for (const screen of screens)
    if ((await screen.page()).sitemap === false) unlisted.add(screen.file);
  return pages.filter(({ file }) => !unlisted.has(file)).map(({ path }) => path);
}

/**
 * Each page's own head (title, description, canonical, Open Graph), from its declaration:
 * made from the data the page was rendered with where it says how (a product's name, text
 * and picture), else its title and description.
 */
export async function pageHeadTags(path: string, data: Record<string, unknown>): Promise<string> {
  return headTags(await pageHeadOf(path, data));
}

async function pageHeadOf(path: string, data: Record<string, unknown>): Promise<PageHead> {
  const found = matchEntry(parsePattern, path);
  const show = found?.entry.show;
  if (!found || !show || !isScreen(show)) return { path, type: 'website' };
  const page = await show.page();
  const dataOf: DataOf = <T,>(query: Query<T>) => data[query.key] as T | undefined;
  const own = page.head?.(found.params, dataOf);
  if (own) return own;
  return {
    title: titleOf(page, found.params),
    description: page.description,
    path,
    type: 'website',
  };
}

/**
 * The gateway data a guest's first render of `path` reads (the route table's first reads),
 * by cache key. A read that fails is left out: the page shows a skeleton in its place.
 */
async function readFirstData(store: Store, path: string): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  const queries = await guestReadsOf(path);
  await Promise.all(
    queries.map(async (query) => {
      try {
        data[query.key] = await fetchServerData(store, query);
      } catch {
        // Left to the client, which shows the failure and its retry if it is still there.
      }
    }),
  );
  return data;
}

/**
 * The storefront at `path` as a guest first sees it, as the HTML inside #root: the shell and
 * the screen, with the gateway data its first render reads when there is a gateway to read
 * (openBuildGateway) and it answers, else skeletons where that data goes; and the data itself, for the page
 * to give the client. Waits for the lazy screen; throws on any render error rather than leave the
 * page to the client.
 */
export async function renderPage(
  path: string,
  { readGateway }: { readGateway: boolean },
): Promise<{ html: string; data: Record<string, unknown> }> {
  const store = createStore();
  const data = readGateway ? await readFirstData(store, path) : {};
  seedServerData(store, data);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App router={{ ssrPath: path, ssrSearch: '' }} store={store} />
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // A larger screen would otherwise come as a hidden block that an inline script moves
      // into place: the page must be whole without script (JS off, a strict CSP).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) {
    throw new AggregateError(errors, `Pre-rendering ${path} failed: ${String(errors[0])}`);
  }
  return { html, data };
}

/**
 * The page hosts serve for every address without a page of its own (a product, the cart, a
 * blog post): the shell around the screen placeholder, so a deep link never paints the home
 * page first. The client renders the real screen over it. A first visit's analytics notice is
 * on it as on every pre-rendered page (the head's script hides it from a shopper who answered):
 * rendered only by the app, it was the signed-in pages' largest paint, after their script
 * (Lighthouse on a phone: the cart's 2.6 s against its static copy's 1.5 s).
 */
export async function renderAppShell(): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders router={{ ssrPath: routes.home, ssrSearch: '' }} store={createStore()}>
        <ShellLayout isAuthenticated={false} cartCount={null}>
          <RouteFallback />
        </ShellLayout>
        <ConsentSlot />
      </AppProviders>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
