import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { routes } from '@/lib/paths';
import { App, AppProviders } from './App';
import { ShellLayout } from './layout/ShellLayout';
import { RouteFallback } from './RouteFallback';

// The build's pre-rendering entry (scripts/prerender.mjs builds it for Node with the app's
// own Vite config, so CSS module class names are the client build's). Nothing here runs
// in the browser.

/**
 * The public pages written as HTML by the build, each with the module of its screen and, where
 * the route table (app/routes.tsx) starts first gateway reads, the module it loads them from:
 * the build links that screen's CSS from the page, and has the page ask for their chunks with
 * the entry instead of after it.
 */
export const PRERENDERED_PAGES = [
  // Home's one read (the categories) is below its first screen, and comes from a shared chunk.
  { path: routes.home, screen: 'src/features/home/HomeScreen.tsx' },
  {
    path: routes.products,
    screen: 'src/features/catalogue/ProductsScreen.tsx',
    reads: 'src/features/catalogue/firstReads.ts',
  },
  {
    path: routes.blogs,
    screen: 'src/features/blogs/BlogsScreen.tsx',
    reads: 'src/features/blogs/firstReads.ts',
  },
  { path: routes.blendIntro, screen: 'src/features/blend-intro/BlendIntroScreen.tsx' },
  { path: routes.partnership, screen: 'src/features/partnership/PartnershipScreen.tsx' },
  { path: routes.login, screen: 'src/features/auth/LoginScreen.tsx' },
  { path: routes.register, screen: 'src/features/auth/RegisterScreen.tsx' },
] as const;

/**
 * The storefront at `path` as a guest first sees it, as the HTML inside #root: the shell and
 * the screen, with skeletons where gateway data comes later (no call is made: loads start in
 * effects, which a server render never runs). Waits for the lazy screen; throws on any
 * render error rather than leave the page to the client.
 */
export async function renderPage(path: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App router={{ ssrPath: path, ssrSearch: '' }} store={createStore()} />
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
  return html;
}

/**
 * The page hosts serve for every address without a page of its own (a product, the cart, a
 * blog post): the shell around the screen placeholder, so a deep link never paints the home
 * page first. The client renders the real screen over it.
 */
export async function renderAppShell(): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders router={{ ssrPath: routes.home, ssrSearch: '' }} store={createStore()}>
        <ShellLayout isAuthenticated={false} cartCount={null}>
          <RouteFallback />
        </ShellLayout>
      </AppProviders>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
