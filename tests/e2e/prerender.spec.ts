import type { Page } from '@playwright/test';
import { DEMO, expect, holdBack, logIn, openPage, PRERENDERED_PAGES, test } from './support';

// The build writes the public pages as HTML (scripts/prerender.mjs): the shell and the first
// screen with the gateway data the build read (the demo build: its mock's seed), and a page
// for every product. The client hydrates that HTML for a guest and renders afresh for
// everyone else; either way the screens ask the gateway for what is current. Served here by
// `vite preview` of the demo build, which answers /products with dist-demo/products/index.html.
// At both sizes what a phone changes (the header, hydration, the no-script notice's place);
// a test tagged @size-blind at desktop size only (playwright.config.ts).

const PRODUCTS = 'Produk yang harus kamu coba!';
/** One of the pages the build writes for every product of the catalogue. */
const PRODUCT_PAGE = {
  path: '/products/drip-bag-gayo-wine/DR-GAYO-5',
  heading: 'Drip Bag Gayo Wine',
};
/** One of the pages the build writes for every article of the blog list. */
const ARTICLE_PAGE = {
  path: '/blogs/detail/panduan-seduh-v60-untuk-pemula',
  heading: 'Panduan Seduh V60 untuk Pemula',
};
const NEEDS_JAVASCRIPT =
  'Toko ini membutuhkan JavaScript. Aktifkan JavaScript di browser Anda untuk berbelanja.';

/** React's words for a page whose HTML did not match its first render (dev and production). */
const HYDRATION_TROUBLE = /hydrat|Minified React error #(418|419|422|423|425)/i;

/** Every message the page logs and every uncaught error, to look for hydration trouble in. */
function pageMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  return messages;
}

/** The navbar on a desktop, the bottom bar on a phone: the way to the products either way. */
function productsLink(page: Page) {
  return page
    .getByRole('navigation', { name: /^Navigasi (utama|bawah)$/ })
    .filter({ visible: true })
    .getByRole('link', { name: /^(Products|Produk)$/ });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/products is the shell and the catalogue the build read, and says the shop needs JavaScript', async ({
    page,
  }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: PRODUCTS })).toBeVisible();
    await expect(productsLink(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The first category's products: their pages, prices and pictures.
    const first = page.getByRole('tabpanel').getByRole('listitem').first();
    await expect(first.getByRole('link')).toHaveAttribute('href', /^\/products\/[^/]+\/[^/]+$/);
    await expect(first.getByText(/^Rp\s?[\d.]+$/).first()).toBeVisible();
    // Drawn by the mock, which the demo build writes as files for pages like this one.
    await expect(first.locator('img')).toHaveAttribute('src', /\/images\/Products\/.+\.svg$/);
    expect(
      await first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    // Playwright's text queries look past <noscript>, so the notice is found by its place.
    const notice = page.locator('noscript > p');
    await expect(notice).toHaveText(NEEDS_JAVASCRIPT);
    await expect(notice).toBeVisible();
    // Styled as a notice (the stylesheet arrived), above the page rather than over it.
    expect(await notice.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    const noticeBox = await notice.boundingBox();
    const headerBox = await page.getByRole('banner').filter({ visible: true }).boundingBox();
    expect(noticeBox && headerBox && noticeBox.y + noticeBox.height <= headerBox.y).toBe(true);
  });

  test("a product's own page: its picture, name and price, from the build", {
    tag: '@size-blind',
  }, async ({ page }) => {
    await page.goto(PRODUCT_PAGE.path);
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT_PAGE.heading })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByText(/^Rp\s?[\d.]+$/)
        .first(),
    ).toBeVisible();
    const picture = page.getByRole('img', { name: PRODUCT_PAGE.heading }).first();
    await expect(picture).toHaveAttribute('src', /\/images\/Products\/DR-GAYO-5-1\.svg$/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('a deep link without a page of its own is the shell and a placeholder, never the home page', {
    tag: '@size-blind',
  }, async ({ page }) => {
    for (const path of ['/products/apa-saja/TIDAK-ADA', '/main/cart']) {
      await page.goto(path);
      await expect(productsLink(page)).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Memuat…');
      await expect(page.getByRole('heading', { name: 'Blend Kopimu Sendiri' })).toHaveCount(0);
      await expect(page.locator('noscript > p')).toHaveText(NEEDS_JAVASCRIPT);
    }
  });
});

/**
 * Opens `path` with the shop's script held back until its pre-rendered heading is on the page,
 * and answers whether React then took over that very element (hydrated, not replaced).
 */
async function hydratesServedHeading(page: Page, path: string, heading: string) {
  const entry = /\/assets\/index-[\w-]+\.js$/;
  const release = await holdBack(page, entry);
  await page.goto(path, { waitUntil: 'commit' });
  const served = page.getByRole('heading', { level: 1, name: heading });
  await expect(served).toBeVisible();
  const element = await served.elementHandle();
  release();
  await expect
    .poll(() =>
      element?.evaluate(
        (el) => el.isConnected && Object.keys(el).some((key) => key.startsWith('__reactFiber')),
      ),
    )
    .toBe(true);
  await page.unroute(entry);
}

test('a guest on / gets the pre-rendered page hydrated, with no mismatch, and it navigates in place', async ({
  page,
}) => {
  const messages = pageMessages(page);
  await hydratesServedHeading(page, '/', 'Blend Kopimu Sendiri');
  await page.evaluate(() => {
    (window as { samePage?: boolean }).samePage = true;
  });
  await productsLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCTS })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  expect(messages.filter((message) => HYDRATION_TROUBLE.test(message))).toEqual([]);
});

test('every pre-rendered page hydrates for a guest without a mismatch', async ({ page }) => {
  const messages = pageMessages(page);
  // Home has a test of its own above.
  const pages = [
    ...PRERENDERED_PAGES.filter(([path]) => path !== '/'),
    [PRODUCT_PAGE.path, PRODUCT_PAGE.heading] as const,
  ];
  for (const [path, heading] of pages) {
    await hydratesServedHeading(page, path, heading);
    // Until the data has come and gone through the screen too.
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  }
  expect(messages.filter((message) => HYDRATION_TROUBLE.test(message))).toEqual([]);
});

test('a pre-rendered page is painted before any of its script is asked for', {
  tag: '@size-blind',
}, async ({ page }) => {
  await page.goto('/products');
  // Hydrated: the catalogue's tabs come from the script and the gateway.
  await expect(page.getByRole('tab').first()).toBeVisible();
  const { painted, scripts } = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[\w-]+\.js$/.test(entry.name))
      .map((entry) => ({ name: entry.name, asked: entry.startTime })),
  }));
  expect(painted).toBeGreaterThan(0);
  // The start script itself is the page's one script tag, and asks for the rest.
  const app = scripts.filter(({ name }) => !/start-after-paint/.test(name));
  expect(app.length).toBeGreaterThan(5);
  expect(app.filter(({ asked }) => asked < painted)).toEqual([]);
});

test('what a guest types into the pre-rendered login before the script runs is what logs in', {
  tag: '@size-blind',
}, async ({ page }) => {
  const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto('/login', { waitUntil: 'commit' });
  const phone = page.getByRole('textbox', { name: 'No. Telp', exact: true });
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await phone.fill(DEMO.siti.phone);
  await password.fill(DEMO.siti.password);
  release();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: 'Selamat datang kembali!' })).toBeVisible();
  await expect(phone).toHaveValue(DEMO.siti.phone);
});

test('a slow, failing gateway on a pre-rendered page: the catalogue the build read, then the error in its place, and retry recovers', {
  tag: '@size-blind',
}, async ({ page }) => {
  const messages = pageMessages(page);
  await page.goto('/products?mockLatency=1500&mockFail=/api/Product');
  const heading = page.getByRole('heading', { level: 1, name: PRODUCTS });
  // The demo says the faults are on (a banner over the page) as soon as its mock has started.
  await expect(page.getByRole('region', { name: 'Gangguan simulasi' })).toBeVisible();
  // Shown from the page while the gateway is asked what is current.
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  const before = await heading.boundingBox();

  // The gateway cannot say what is current: the shop does not sell from what may be stale.
  await expect(page.getByText('Produk tidak dapat dimuat.')).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveCount(0);
  // The error takes the catalogue's place under a heading that did not move.
  expect(await heading.boundingBox()).toEqual(before);

  // The gateway recovers (the demo's dev panel), and retry brings the catalogue.
  await page.getByRole('button', { name: 'Panel dev' }).click();
  const panel = page.getByRole('region', { name: 'Panel dev: mock gateway' });
  const failing = panel.getByRole('checkbox', { name: '/api/Product' });
  await failing.click();
  await expect(failing).not.toBeChecked();
  await panel.getByRole('button', { name: 'Tutup' }).click();
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  expect(messages.filter((message) => HYDRATION_TROUBLE.test(message))).toEqual([]);
});

test('a deep link to a product that does not exist still shows the not-found state', {
  tag: '@size-blind',
}, async ({ page }) => {
  // Served the app shell (app-shell.html, the fallback for paths without a page of their own).
  await openPage(page, '/products/apa-saja/TIDAK-ADA', 'Produk tidak ditemukan');
  await expect(page.getByRole('heading', { name: 'Blend Kopimu Sendiri' })).toHaveCount(0);
});

test("a signed-in customer on / sees their own header, with no guest's left behind", async ({
  page,
}) => {
  await logIn(page, 'siti');
  const messages = pageMessages(page);
  await openPage(page, '/', 'Blend Kopimu Sendiri');
  await expect(
    page
      .getByRole('link', { name: /^Keranjang/ })
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  // Neither the navbar's nor the bottom bar's way to log in is left.
  await expect(page.locator('a[href="/login"]')).toHaveCount(0);
  // One shell: the pre-rendered guest one was replaced, not kept beside the customer's.
  await expect(page.getByRole('heading', { level: 1, name: 'Blend Kopimu Sendiri' })).toHaveCount(
    1,
  );
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  expect(messages.filter((message) => HYDRATION_TROUBLE.test(message))).toEqual([]);
});

test('the build writes sitemap.xml and robots.txt, and the preview answers 404 for an address with no page', {
  tag: '@size-blind',
}, async ({ request }) => {
  // The demo build has no VITE_SITE_URL: its addresses are on the preview's origin.
  const origin = 'http://127.0.0.1:4173';
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
  const paths = locs.map((loc) => String(loc).replace(origin, ''));
  expect(locs.every((loc) => loc?.startsWith(`${origin}/`))).toBe(true);
  expect(paths).toEqual(
    expect.arrayContaining([
      ...PRERENDERED_PAGES.map(([path]) => path),
      PRODUCT_PAGE.path,
      // An article of the blog list the build read, which has its page.
      ARTICLE_PAGE.path,
    ]),
  );
  expect(paths.filter((path) => path.startsWith('/main'))).toEqual([]);
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toBe(
    `User-agent: *\nDisallow: /main\nSitemap: ${origin}/sitemap.xml\n`,
  );

  for (const [path, status] of [
    ['/tidak-ada-di-toko', 404],
    ['/products/apa-saja/TIDAK-ADA', 404],
    [PRODUCT_PAGE.path, 200],
    ['/blogs/detail/tidak-ada', 404],
    [ARTICLE_PAGE.path, 200],
    ['/main/cart', 200],
    ['/Activation/act-7f3c9a2e5b14', 200],
  ] as const)
    expect((await request.get(path)).status(), path).toBe(status);
});

test("a product's page names it in its own head, in the HTML a chat app or crawler reads", {
  tag: '@size-blind',
}, async ({ request }) => {
  const html = await (await request.get(PRODUCT_PAGE.path)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (pattern: RegExp) => head.match(pattern)?.[1];
  const meta = (name: string) =>
    attr(new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`));
  const title = `${PRODUCT_PAGE.heading} · Kopi Nusantara`;
  expect(head.match(/<title>/g)).toHaveLength(1);
  expect(attr(/<title>([^<]*)<\/title>/)).toBe(title);
  expect(head.match(/<meta name="description"/g)).toHaveLength(1);
  expect(meta('description')?.length).toBeGreaterThan(40);
  const canonical = new URL(attr(/<link rel="canonical" href="([^"]*)"/) ?? '');
  expect(canonical.pathname).toBe(PRODUCT_PAGE.path);
  expect(meta('og:url')).toBe(canonical.href);
  expect(meta('og:title')).toBe(title);
  expect(meta('og:description')).toBe(meta('description'));
  expect(meta('og:type')).toBe('product');
  expect(new URL(meta('og:image') ?? '').pathname).toMatch(/^\/images\//);
  expect(meta('og:locale')).toBe('id_ID');
  expect(meta('twitter:card')).toBe('summary_large_image');
  expect(html).toMatch(/<html lang="id">/);
});

test("an article's page names it in its own head, and hydrates with the article it carries", async ({
  page,
  request,
}) => {
  const html = await (await request.get(ARTICLE_PAGE.path)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (pattern: RegExp) => head.match(pattern)?.[1];
  const meta = (name: string) =>
    attr(new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`));
  expect(attr(/<title>([^<]*)<\/title>/)).toBe(`${ARTICLE_PAGE.heading} · Kopi Nusantara`);
  expect(meta('description')).toMatch(/^V60 adalah cara paling populer/);
  expect(new URL(attr(/<link rel="canonical" href="([^"]*)"/) ?? '').pathname).toBe(
    ARTICLE_PAGE.path,
  );
  expect(meta('og:type')).toBe('article');
  expect(new URL(meta('og:image') ?? '').pathname).toMatch(/^\/images\//);
  // The article itself is in the HTML, and the client takes it over without a mismatch.
  expect(html).toMatch(new RegExp(`<h1[^>]*>${ARTICLE_PAGE.heading}</h1>`));
  const messages = pageMessages(page);
  await openPage(page, ARTICLE_PAGE.path, ARTICLE_PAGE.heading);
  await expect(page.getByRole('heading', { level: 2, name: 'Langkah seduh' })).toBeVisible();
  expect(messages.filter((message) => HYDRATION_TROUBLE.test(message))).toEqual([]);
});

test("a product reached by another slug gets the product's own address, and its name as the title", {
  tag: '@size-blind',
}, async ({ page }) => {
  const wrong = PRODUCT_PAGE.path.replace('drip-bag-gayo-wine', 'kopi-lain');
  await openPage(page, wrong, PRODUCT_PAGE.heading);
  await expect(page).toHaveURL(PRODUCT_PAGE.path);
  await expect(page).toHaveTitle(`${PRODUCT_PAGE.heading} · Kopi Nusantara`);
});
