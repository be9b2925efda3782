import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  buildSecurityConfig,
  NGINX,
  nginxServerBlock,
  standaloneNginxConf,
} from '../../scripts/nginx-config.mjs';
import { securityHeaders } from '../../scripts/securityHeaders.mjs';
import { headOf, shareOverHttp } from './shareOverHttp';
import { cartLines, expect, logIn, openPage, startServer, test, underTheWorker } from './support';

// The production build behind nginx as deploy/nginx/kopi.conf sets it up (the same generator,
// on a free port, as the current user), against the HTTP mock gateway: dist-http
// (`npm run build:http`) is the production build with a gateway, so the whole shop runs.

const httpDir = resolve(process.env.E2E_HTTP_DIST ?? 'dist-http');
const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const gateway = `http://127.0.0.1:${mockPort}`;
const port = Number(process.env.E2E_PORT ?? 4173) + 3;
const origin = `http://127.0.0.1:${port}`;
const DRIP_GAYO = '/products/drip-bag-gayo-wine/DR-GAYO-5';
const ARTICLE = '/blogs/detail/panduan-seduh-v60-untuk-pemula';

test.skip(!existsSync(NGINX), `no nginx at ${NGINX} (Debian: apt-get install nginx; .ci/run does)`);

let dir = '';
let nginx: Awaited<ReturnType<typeof startServer>> | undefined;
let mock: Awaited<ReturnType<typeof startServer>> | undefined;

test.beforeAll(async () => {
  if (!existsSync(join(httpDir, 'index.html')))
    throw new Error(`${httpDir}/ has no build: run \`npm run build:http\` first`);
  dir = mkdtempSync(join(tmpdir(), 'kopi-nginx-'));
  mock = await startServer('node', ['scripts/mock-server.mjs'], `${gateway}/api/Category`, {
    MOCK_PORT: String(mockPort),
    MOCK_STATE_FILE: join(dir, 'state.json'),
    MOCK_ALLOWED_ORIGINS: origin,
  });
  const serverBlock = nginxServerBlock({
    config: buildSecurityConfig(httpDir),
    root: httpDir,
    listen: `127.0.0.1:${port}`,
  });
  const conf = standaloneNginxConf({ dir, serverBlock });
  nginx = await startServer(NGINX, ['-c', conf, '-p', dir], origin);
});

test.afterAll(async () => {
  await nginx?.stop();
  await mock?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test.use({ baseURL: origin });

test('a deep link and its reload give the shop, with the security headers and no caching', async ({
  page,
}) => {
  const expected = securityHeaders(buildSecurityConfig(httpDir));
  const response = await page.goto(DRIP_GAYO);
  await expect(page.getByRole('heading', { level: 1, name: 'Drip Bag Gayo Wine' })).toBeVisible();
  const reloaded = await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Drip Bag Gayo Wine' })).toBeVisible();
  for (const answer of [response, reloaded]) {
    const headers = answer?.headers() ?? {};
    expect(answer?.status()).toBe(200);
    expect(headers['cache-control']).toBe('no-cache');
    for (const [name, value] of Object.entries(expected))
      expect(headers[name.toLowerCase()], name).toBe(value);
  }
});

test('an address with no page answers 404 and still shows what the shop shows there; pages, the app and the sitemap 200', async ({
  page,
  request,
}) => {
  // Not the shop's address: 404, with home, where the app sends it (SPEC §2).
  const unknown = await page.goto('/tidak-ada-di-toko');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Blend Kopimu Sendiri' })).toBeVisible();
  // A product with no page of its own: 404, with the app, which says there is no such product.
  const noProduct = await page.goto('/products/drip-bag-gayo-wine/TIDAK-ADA');
  expect(noProduct?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Produk tidak ditemukan' }),
  ).toBeVisible();
  // An article with no page of its own: 404, with the app, which goes back to the blog list.
  const noArticle = await page.goto('/blogs/detail/artikel-yang-tidak-ada');
  expect(noArticle?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kenali produk kami lebih jauh' }),
  ).toBeVisible();
  // A product's address with a slug not its own (renamed, or typed): a permanent redirect to
  // its own, which search engines and chats then keep; its own address is no redirect.
  const renamed = await request.get('/products/nama-lama/DR-GAYO-5', { maxRedirects: 0 });
  expect(renamed.status()).toBe(301);
  expect(renamed.headers().location).toMatch(new RegExp(`${DRIP_GAYO}$`));
  expect((await request.get(`${DRIP_GAYO}/`, { maxRedirects: 0 })).status()).not.toBe(301);
  // The app's own addresses, pre-rendered or not.
  for (const path of [DRIP_GAYO, ARTICLE, '/main/cart', '/lupa-password'])
    expect((await request.get(path)).status(), path).toBe(200);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toBe('application/xml');
  expect(await sitemap.text()).toContain(`${DRIP_GAYO}</loc>`);
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toContain('Disallow: /main');
});

test('hashed assets are cached for good and compressed; HTML is not cached', async ({
  page,
  request,
}) => {
  await openPage(page, '/', 'Blend Kopimu Sendiri');
  const script = await page
    .locator('script[type="module"][src^="/assets/"]')
    .first()
    .getAttribute('src');
  expect(script).toBeTruthy();
  const asset = await request.get(String(script), { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');

  const html = await request.get('/index.html', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(html.headers()['cache-control']).toBe('no-cache');
  expect(html.headers()['content-encoding']).toBe('gzip');

  // A missing chunk is a 404, not the app's HTML; the build's bookkeeping is not served.
  expect((await request.get('/assets/gone-0000.js')).status()).toBe(404);
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
});

test('the service worker and the manifest are asked for again each time, and the worker runs under the policy', async ({
  page,
  request,
}) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  // worker-src 'self' lets the build's worker take the page over (a refusal fails the test).
  await openPage(page, '/', 'Blend Kopimu Sendiri');
  await underTheWorker(page, origin);
});

test('the whole shop works behind nginx: a customer logs in and sees the cart', async ({
  page,
}) => {
  await logIn(page, 'siti');
  await page.goto('/main/cart');
  await expect(cartLines(page).first()).toBeVisible();
});

test('a shared blend’s address: the gateway’s head in the app shell for a crawler, 404 once taken down, the app for a browser', async ({
  page,
  request,
}) => {
  const { slug, headers } = await shareOverHttp(request, gateway, 'Pagi <b>di</b> Gayo');
  const answer = await request.get(`/blend/${slug}`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-security-policy']).toBe(
    securityHeaders(buildSecurityConfig(httpDir))['Content-Security-Policy'],
  );
  const head = await headOf(answer);
  expect(head.match(/<title>/g)).toHaveLength(1);
  expect(head).toContain('<title>Pagi &lt;b&gt;di&lt;/b&gt; Gayo · Kopi Nusantara</title>');
  expect(head).toContain(
    `<meta property="og:image" content="${gateway}/api/SharedBlend/${slug}/Picture" />`,
  );
  // A person gets the blend's page from the same answer.
  await page.goto(`/blend/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagi <b>di</b> Gayo' })).toBeVisible();

  await request.delete(`${gateway}/api/SharedBlend/${slug}`, { headers });
  const gone = await request.get(`/blend/${slug}`);
  expect(gone.status()).toBe(404);
  expect(await headOf(gone)).toContain('<meta name="robots" content="noindex" />');
});
