// The shop's service worker (issue 25): vite-plugin-pwa writes it with Workbox (generateSW)
// into the production build only. A mock build (`npm run dev`, `npm run build:demo`,
// Storybook) has the mock gateway's worker, mockServiceWorker.js, at the same scope, and
// never gets this one (vite.config.ts). The page registers it once it is idle
// (src/app/pwa/startShopWorker.ts) and offers 'Versi baru tersedia · Muat ulang' when a new
// version waits; it never reloads by itself. docs/deployment.md, 'Offline and installing'.
//
// What it keeps:
//   precached (one revision per build)  the hashed assets (/assets/), the app shell, the
//                                        offline page, the icons and the manifest
//   pages (stale-while-revalidate)      the public pages (PUBLIC_PAGE), once visited, in a
//                                        cache of this build's own (pagesCacheName)
//   reads (stale-while-revalidate)      the catalogue's, the products' and the blog's GET
//                                        reads without credentials (CATALOGUE_READ)
//   images (stale-while-revalidate)     the pictures the pages show, in PICTURE_CACHE, which
//                                        the page deletes when a session ends
//                                        (src/lib/pictureCache.ts)
// and never an answer marked `Cache-Control: private` or `no-store` (a customer's blend's
// picture carries its name), nor one whose headers it cannot read (another host's picture
// without CORS), nor anything under /main (cart, checkout, payment, orders, profile), a request that
// carries a token (an Authorization header, a token in its address), anything but a GET.
// A navigation it cannot answer shows the offline page (scripts/offlinePage.mjs).
//
// The route matchers and plugins below are written into sw.js as their source text
// (Workbox stringifies them): each must use nothing but its own arguments and the worker's
// globals.
import { VitePWA } from 'vite-plugin-pwa';
import { PICTURE_CACHE } from '../src/lib/pictureCache.ts';
import { OFFLINE_PAGE_FILE, OFFLINE_SCRIPT_FILE, offlinePage } from './offlinePage.mjs';
import { APP_SHELL_FILE } from './prerender.mjs';

/** The worker's file, at the site's root so its scope is the whole shop. */
export const SHOP_WORKER_FILE = 'sw.js';

/**
 * The pre-rendered public pages (src/app/prerender.tsx) and their aliases, as paths: opened
 * (a navigation), or asked for as HTML by the page the worker first took over
 * (src/app/pwa/register.ts), which it had not seen arrive.
 */
export function isPublicPage({ url, request }) {
  return (
    (request.mode === 'navigate' || /text\/html/u.test(request.headers.get('accept') ?? '')) &&
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    !/token/iu.test(url.search) &&
    /^\/(?:home|products(?:\/[^/]+\/[^/]+)?|blogs(?:\/detail\/[^/]+)?|custom-blend\/introduction|partnership|login|register)?\/?$/u.test(
      url.pathname,
    )
  );
}

/** Any other navigation: never cached; the offline page when the network does not answer. */
export function isOtherNavigation({ request }) {
  return request.mode === 'navigate';
}

/**
 * The gateway's public reads (openapi/gateway.yaml): categories, the product list, the top
 * products, one product and its similar ones, the blog. Only a GET without credentials: a
 * signed-in shopper's call carries an Authorization header and is never kept.
 */
export function isCatalogueRead({ url, request }) {
  return (
    request.method === 'GET' &&
    !request.headers.has('authorization') &&
    !/token/iu.test(url.search) &&
    /^\/api\/(?:Category(?:\/[^/]+)?|Product(?:\/Top|\/(?!NextCode$|ByOptionNames$|CustomBlend$)[^/]+(?:\/Similar)?)?|Blog)$/u.test(
      url.pathname,
    )
  );
}

/**
 * The pictures the pages show (img-src bounds their hosts), not the precached hashed ones. A
 * picture with a query is no picture of the shop's (an analytics beacon, with VITE_GA4_ID):
 * never kept.
 */
export function isPicture({ url, request }) {
  return (
    request.method === 'GET' &&
    request.destination === 'image' &&
    !url.pathname.startsWith('/assets/') &&
    url.search === ''
  );
}

/**
 * A plugin of every cache: an answer is kept only when it is a 200 whose headers allow any
 * cache to keep it. `private` is for one person's browser (a blend's picture, shown to its
 * owner only), `no-store` for no cache at all; an opaque answer (status 0, another host's
 * picture without CORS) hides its headers, so it may be either and is not kept.
 */
export const keepsOnlyShareableAnswers = {
  cacheWillUpdate: async ({ response }) =>
    response?.status === 200 &&
    !/(?:^|[\s,])(?:private|no-store)\b/iu.test(response.headers.get('cache-control') ?? '')
      ? response
      : null,
};

/**
 * A plugin of the pages' cache: an older build's pages name hashed files this build no
 * longer has, so the caches of older builds' pages are dropped when this one first uses its
 * own (its name carries the build: pagesCacheName).
 */
const dropsOlderBuildsPages = {
  cachedResponseWillBeUsed: async ({ cacheName, cachedResponse }) => {
    if (!self.__kopiOlderPagesDropped) {
      self.__kopiOlderPagesDropped = true;
      const older = (await self.caches.keys()).filter(
        (name) => name.startsWith('kopi-pages-') && name !== cacheName,
      );
      await Promise.all(older.map((name) => self.caches.delete(name)));
    }
    return cachedResponse;
  },
};

/** The pages' cache of one build: `kopi-pages-<build>`. */
export function pagesCacheName(build) {
  return `kopi-pages-${build}`;
}

/**
 * How long each cache may grow: a phone's storage is small, and a full quota empties these
 * caches (purgeOnQuotaError) rather than failing the page: the network answers instead.
 */
const capped = (maxEntries) => ({
  maxEntries,
  maxAgeSeconds: 14 * 24 * 60 * 60,
  purgeOnQuotaError: true,
});

/**
 * vite-plugin-pwa's options for the production build.
 * @param {{ build: string }} options  `build`: this build's id (the pages' cache name)
 * @returns {Partial<import('vite-plugin-pwa').VitePWAOptions>}
 */
export function shopWorkerOptions({ build }) {
  const pages = pagesCacheName(build);
  return {
    strategies: 'generateSW',
    filename: SHOP_WORKER_FILE,
    // A new version waits until the shopper presses 'Muat ulang' (src/app/pwa/).
    registerType: 'prompt',
    // The page registers the worker itself, lazily (src/app/pwa/startShopWorker.ts).
    injectRegister: false,
    // public/manifest.webmanifest (scripts/app-icons.mjs), which every build links.
    manifest: false,
    workbox: {
      // The app shell, the offline page, the hashed code, styles, fonts and pictures, the icons.
      globPatterns: [
        APP_SHELL_FILE,
        OFFLINE_PAGE_FILE,
        OFFLINE_SCRIPT_FILE,
        'assets/**/*.{js,css,woff2,svg,png,webp,jpg}',
        'icons/*.png',
        'favicon.svg',
        'manifest.webmanifest',
      ],
      // Hashed names are their own revision; the rest get one from their content.
      dontCacheBustURLsMatching: /^assets\//u,
      // An older build's precache is deleted once this one is active: its files are never
      // served beside this build's (a hashed file that is gone is asked of the network).
      cleanupOutdatedCaches: true,
      // The first visit's page comes under the worker at once, so what it reads next is kept.
      clientsClaim: true,
      skipWaiting: false,
      // No navigation falls back to the app shell: a page is served from its own cache or
      // the network, else the offline page (precacheFallback below).
      navigateFallback: null,
      runtimeCaching: [
        {
          urlPattern: isPublicPage,
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: pages,
            expiration: capped(40),
            cacheableResponse: { statuses: [200] },
            precacheFallback: { fallbackURL: OFFLINE_PAGE_FILE },
            plugins: [keepsOnlyShareableAnswers, dropsOlderBuildsPages],
          },
        },
        {
          urlPattern: isOtherNavigation,
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: OFFLINE_PAGE_FILE } },
        },
        {
          urlPattern: isCatalogueRead,
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'kopi-reads',
            expiration: capped(120),
            cacheableResponse: { statuses: [200] },
            plugins: [keepsOnlyShareableAnswers],
          },
        },
        {
          urlPattern: isPicture,
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: PICTURE_CACHE,
            expiration: capped(80),
            cacheableResponse: { statuses: [200] },
            plugins: [keepsOnlyShareableAnswers],
          },
        },
      ],
    },
  };
}

/**
 * The plugins of the production build: vite-plugin-pwa with the options above, and the
 * offline page it precaches, drawn with the build's own stylesheet.
 * @returns {import('vite').PluginOption[]}
 */
export function shopWorker() {
  const build = Date.now().toString(36);
  return [offlinePage(), VitePWA(shopWorkerOptions({ build }))];
}
