// @vitest-environment node
import { afterEach, describe, expect, test } from 'vitest';
import {
  isCatalogueRead,
  isOtherNavigation,
  isPicture,
  isPublicPage,
  keepsOnlyShareableAnswers,
  shopWorkerOptions,
} from '../../scripts/shopWorker.mjs';

// The production build's service worker (issue 25): which requests it keeps, and how. Each
// matcher is given what Workbox gives it: the request and its URL.

const SHOP = 'https://kopi.example';
const GATEWAY = 'https://api.kopi.example';
const matchers = { isPublicPage, isOtherNavigation, isCatalogueRead, isPicture };

/** A request as the page would make it; `navigate` for an address opened. */
function ask(
  url: string,
  {
    mode = 'cors',
    method = 'GET',
    headers = {},
    destination = '',
  }: {
    mode?: string;
    method?: string;
    headers?: Record<string, string>;
    destination?: string;
  } = {},
) {
  const request = new Request(url, { method, headers });
  // Node's Request has no navigations and no destinations: the worker's have.
  const seen = new Proxy(request, {
    get: (target, key) =>
      key === 'mode'
        ? mode
        : key === 'destination'
          ? destination
          : Reflect.get(target, key, target),
  });
  return { url: new URL(url), request: seen };
}

/** The names of the matchers that take the request (the first is the one that answers). */
function takenBy(match: ReturnType<typeof ask>) {
  return Object.entries(matchers)
    .filter(([, matcher]) => matcher(match))
    .map(([name]) => name);
}

const open = (path: string) => ask(`${SHOP}${path}`, { mode: 'navigate' });

describe("the shop's service worker keeps", () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'self');
  });

  test('the public pages, once opened, and sends every other page to the network', () => {
    Reflect.set(globalThis, 'self', { location: new URL(SHOP) });
    for (const path of [
      '/',
      '/products',
      '/products/drip-bag-gayo-wine/DR-GAYO-5',
      '/blogs',
      '/blogs/detail/cara-menyeduh',
      '/custom-blend/introduction',
      '/partnership',
      '/login',
      '/register',
    ])
      expect(takenBy(open(path)), path).toEqual(['isPublicPage', 'isOtherNavigation']);
    // Signed-in pages, the payment's return page, one-time links: never kept.
    for (const path of [
      '/main/cart',
      '/main/checkout',
      '/main/payment/finish?order_id=KN-1&transaction_status=settlement',
      '/main/orders/KN-1',
      '/Activation/act-7f3c9a2e5b14',
      '/lupa-password',
      '/custom-blend/step-1',
    ])
      expect(takenBy(open(path)), path).toEqual(['isOtherNavigation']);
    // A token in the address is never a key of the cache.
    expect(takenBy(open('/login?access_token=abc'))).toEqual(['isOtherNavigation']);
  });

  test("the catalogue's, the products' and the blog's reads, only without a token", () => {
    for (const path of [
      '/api/Category',
      '/api/Category/beans',
      '/api/Product?category=drip',
      '/api/Product/Top',
      '/api/Product/DR-GAYO-5',
      '/api/Product/DR-GAYO-5/Similar',
      '/api/Blog',
    ])
      expect(takenBy(ask(`${GATEWAY}${path}`)), path).toEqual(['isCatalogueRead']);
    const product = `${GATEWAY}/api/Product/DR-GAYO-5`;
    expect(takenBy(ask(product, { headers: { Authorization: 'Bearer t' } }))).toEqual([]);
    expect(takenBy(ask(`${product}?access_token=t`))).toEqual([]);
    expect(takenBy(ask(`${GATEWAY}/api/Product`, { method: 'POST' }))).toEqual([]);
    for (const path of [
      '/api/Cart',
      '/api/Customer',
      '/api/Transaction/Outstanding',
      '/api/SalesInvoice/Online',
      '/api/Product/NextCode',
      '/api/Product/CustomBlend/Price',
      '/connect/token',
    ])
      expect(takenBy(ask(`${GATEWAY}${path}`)), path).toEqual([]);
  });

  test('pictures, but never a hashed file of the build, which only its precache answers', () => {
    const picture = { destination: 'image' };
    expect(takenBy(ask(`${GATEWAY}/images/Products/gayo.svg`, picture))).toEqual(['isPicture']);
    // Analytics' beacons (img-src allows them with VITE_GA4_ID) are no pictures to keep.
    expect(
      takenBy(ask('https://www.google-analytics.com/g/collect?v=2&tid=G-1&en=page_view', picture)),
    ).toEqual([]);
    // A hashed file no longer in this build's precache goes to the network: never stale.
    expect(takenBy(ask(`${SHOP}/assets/hero-Dk3j2a.png`, picture))).toEqual([]);
    expect(takenBy(ask(`${SHOP}/assets/shell-5LIdNpKe.js`, { destination: 'script' }))).toEqual([]);
  });
});

describe("the service worker's caches", () => {
  const { workbox } = shopWorkerOptions({ build: 'b2' });

  test('an older build never mixes in: its precache is deleted, its pages are its own', () => {
    expect(workbox?.cleanupOutdatedCaches).toBe(true);
    expect(workbox?.runtimeCaching?.[0]?.options?.cacheName).toBe('kopi-pages-b2');
  });

  test('the pages of an older build are dropped when this one first reads its own', async () => {
    const names = ['kopi-pages-b1', 'kopi-pages-b2', 'kopi-reads', 'workbox-precache-v2'];
    Reflect.set(globalThis, 'self', {
      caches: {
        keys: async () => [...names],
        delete: async (name: string) => names.splice(names.indexOf(name), 1).length > 0,
      },
    });
    const plugin = workbox?.runtimeCaching?.[0]?.options?.plugins?.at(-1);
    const cached = new Response('page');
    const used = await plugin?.cachedResponseWillBeUsed?.({
      cacheName: 'kopi-pages-b2',
      cachedResponse: cached,
    } as never);
    expect(used).toBe(cached);
    expect(names).toEqual(['kopi-pages-b2', 'kopi-reads', 'workbox-precache-v2']);
    Reflect.deleteProperty(globalThis, 'self');
  });

  test('each is capped, and a full storage empties it instead of failing the page', () => {
    const kept = (workbox?.runtimeCaching ?? []).filter((route) => route.options?.cacheName);
    expect(kept.map((route) => route.options?.cacheName)).toEqual([
      'kopi-pages-b2',
      'kopi-reads',
      'kopi-images',
    ]);
    for (const route of kept) {
      expect(route.handler).toBe('StaleWhileRevalidate');
      expect(route.options?.expiration).toMatchObject({ purgeOnQuotaError: true });
      expect(route.options?.expiration?.maxEntries).toBeLessThanOrEqual(120);
    }
  });

  test('each keeps no private or no-store answer, nor one whose headers it cannot read', async () => {
    const kept = (workbox?.runtimeCaching ?? []).filter((route) => route.options?.cacheName);
    for (const route of kept)
      expect(route.options?.plugins, String(route.options?.cacheName)).toContain(
        keepsOnlyShareableAnswers,
      );
    const keeps = async (status: number, cacheControl?: string) => {
      const headers = cacheControl ? { 'Cache-Control': cacheControl } : undefined;
      // Status 0, as an opaque answer has, is no Response anyone can construct but an error's.
      const response =
        status === 0 ? Response.error() : new Response('gambar', { status, headers });
      const answer = await keepsOnlyShareableAnswers.cacheWillUpdate({ response } as never);
      return answer === response;
    };
    // A customer's blend: its picture carries its name.
    expect(await keeps(200, 'private, no-cache')).toBe(false);
    expect(await keeps(200, 'no-store')).toBe(false);
    expect(await keeps(200, 'max-age=0, Private')).toBe(false);
    // Another host's picture without CORS: opaque, its headers hidden.
    expect(await keeps(0)).toBe(false);
    expect(await keeps(404, 'public, max-age=60')).toBe(false);
    // The shop's own pictures and reads.
    expect(await keeps(200, 'public, max-age=31536000, immutable')).toBe(true);
    expect(await keeps(200)).toBe(true);
  });

  test('a navigation it cannot answer shows the offline page', () => {
    const navigations = (workbox?.runtimeCaching ?? []).slice(0, 2);
    for (const route of navigations)
      expect(route.options?.precacheFallback).toEqual({ fallbackURL: 'offline.html' });
    expect(workbox?.globPatterns).toEqual(
      expect.arrayContaining(['app-shell.html', 'offline.html', 'offline.js']),
    );
  });
});
