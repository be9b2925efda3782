import { serveHttpShop } from './httpShop';
import { headOf, shareOverHttp } from './shareOverHttp';
import { addToCart, cartLines, expect, holdBack, logIn, openPage, test } from './support';

// The production build (`npm run build:http`: `npm run build` with VITE_API_BASE_URL at the
// HTTP mock gateway) as a deployment runs it: its calls cross real HTTP to another origin
// (CORS, real cookies), and the gateway is `npm run mock:server`, the browser mock's
// handlers and database served by Node with its state in a file.

const { gateway, restartMock } = serveHttpShop(2);
const DRIP_GAYO = '/products/drip-bag-gayo-wine/DR-GAYO-5';

test('a guest browses the production build over HTTP: products, images and a detail page', async ({
  page,
}) => {
  const catalogue = page.waitForResponse(
    (response) => response.url().startsWith(`${gateway}/api/Product`) && response.ok(),
  );
  await openPage(page, '/products', 'Produk yang harus kamu coba!');
  await catalogue;
  // Product photos are decorative (the card names the product), so found by tag.
  const firstImage = page.locator('main img').first();
  // Both read in one go, and asked again while the grid settles: a clean-clone run once
  // read the first picture as complete with no width (cause not found). A picture that
  // stays broken still fails.
  await expect
    .poll(() =>
      firstImage.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)),
    )
    .toBeGreaterThan(0);
  // The product's own picture, from the image host: not the default one a card falls back to
  // when its picture fails (a path the gateway gave was once asked of the shop's own host).
  expect(await firstImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    new RegExp(`^${gateway}/images/Products/[\\w-]+\\.svg$`),
  );
  await openPage(page, DRIP_GAYO, 'Drip Bag Gayo Wine');
  // No service worker: every answer came over the wire.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
});

test('a cold load of /products asks for the products while the screen chunk is still loading', async ({
  page,
}) => {
  // The screen's own chunk is held until the products are asked for: with a waterfall
  // (the call sent by the rendered screen) the call never comes and the test times out.
  const releaseScreen = await holdBack(page, /\/assets\/ProductsScreen-[\w-]+\.js$/);
  const productsAsked = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/api/Product' && request.url().startsWith(gateway),
  );
  await page.goto('/products', { waitUntil: 'commit' });
  await productsAsked;
  releaseScreen();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Produk yang harus kamu coba!' }),
  ).toBeVisible();
  await expect(page.getByRole('tab').first()).toBeVisible();
});

test('a customer’s cold load of the cart asks for its lines and the suggestions under them while the screen chunk is still loading', async ({
  page,
}) => {
  await logIn(page, 'siti');
  // The cart's own chunk is held until the suggestions are asked for: with a waterfall (asked
  // by the rendered cart once its lines are in) the call never comes and the test times out.
  const releaseScreen = await holdBack(page, /\/assets\/CartScreen-[\w-]+\.js$/);
  const asked = (path: RegExp) =>
    page.waitForRequest(
      (request) =>
        request.method() === 'GET' &&
        request.url().startsWith(gateway) &&
        path.test(new URL(request.url()).pathname),
    );
  const linesAsked = asked(/^\/api\/Cart$/);
  const suggestionsAsked = asked(/^\/api\/Product\/[\w-]+\/Similar$/);
  await page.goto('/main/cart', { waitUntil: 'commit' });
  await linesAsked;
  await suggestionsAsked;
  releaseScreen();
  await expect(page.getByRole('heading', { level: 1, name: 'Keranjang' })).toBeVisible();
  await expect(cartLines(page).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mungkin kamu juga suka' })).toBeVisible();
});

test('a customer’s cold load of a signed-in screen asks for its first reads’ code before its screen chunk', async ({
  page,
}) => {
  await logIn(page, 'siti');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/main/cart');
  await expect(cartLines(page).first()).toBeVisible();
  // The code its page's declaration names for its reads (here the suggestions that follow the
  // lines) is a few hundred bytes; the chunk brings dozens of files with it, which a phone's
  // few connections would otherwise download first.
  const reads = asked.findIndex((path) => /^\/assets\/suggestions-[\w-]+\.js$/.test(path));
  const screen = asked.findIndex((path) => /^\/assets\/CartScreen-[\w-]+\.js$/.test(path));
  expect(reads).toBeGreaterThanOrEqual(0);
  expect(screen).toBeGreaterThan(reads);
});

test('a customer keeps the cart across a reload and a restart of the gateway', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, 'siti');
  await addToCart(page, DRIP_GAYO);
  await page.goto('/main/cart');
  const gayo = cartLines(page).filter({ hasText: 'Drip Bag Gayo Wine' });
  await expect(gayo).toHaveCount(1);
  const lines = await cartLines(page).count();

  // Restarted between calls (a call cut off mid-way is the offline journeys' subject).
  await page.waitForLoadState('networkidle');
  await restartMock();
  await page.reload();
  await expect(gayo).toHaveCount(1);
  await expect(cartLines(page)).toHaveCount(lines);
});

test('a chat app’s crawler, running no script, reads a shared blend’s title, description and picture at its address', async ({
  request,
}) => {
  const name = '</title><script>alert(1)</script> Pagi';
  const { slug, headers } = await shareOverHttp(request, gateway, name);

  // The shop's host answers the address with the app shell around the gateway's head.
  const page = await request.get(`/blend/${slug}`);
  expect(page.status()).toBe(200);
  const head = await headOf(page);
  expect(head.match(/<title>/g)).toHaveLength(1);
  expect(head).not.toContain('<script>alert');
  expect(head).toContain(
    '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; Pagi · Kopi Nusantara</title>',
  );
  expect(head).toContain(
    '<meta property="og:description" content="Diracik oleh Siti: 50% Arabika Gayo Full Wash, 50% Robusta Temanggung" />',
  );
  expect(head).toContain(
    `<meta property="og:url" content="http://127.0.0.1:4173/blend/${slug}" />`,
  );
  const image = `${gateway}/api/SharedBlend/${slug}/Picture`;
  expect(head).toContain(`<meta property="og:image" content="${image}" />`);
  expect(await page.text()).toContain('<div id="root" data-prerendered="app-shell">');

  // The picture it names: a PNG of 1200x630 under 300 KB.
  const picture = await request.get(image);
  expect(picture.headers()['content-type']).toBe('image/png');
  const bytes = await picture.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(bytes.length).toBeLessThan(300 * 1024);

  // Taken down: 404, with the head that says so and is not indexed.
  expect((await request.delete(`${gateway}/api/SharedBlend/${slug}`, { headers })).status()).toBe(
    204,
  );
  const gone = await request.get(`/blend/${slug}`);
  expect(gone.status()).toBe(404);
  const goneHead = await headOf(gone);
  expect(goneHead).toContain('<title>Blend ini tidak dibagikan lagi · Kopi Nusantara</title>');
  expect(goneHead).toContain('<meta name="robots" content="noindex" />');
});

test.describe("the first press's code", () => {
  // The form's chunk, aborted on purpose below: the browser logs the failed load.
  test.use({ expectedPageErrors: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] });

  test("a product's page fetches its first press's code ahead, and the sheet's form, missing, says so and comes with 'Coba lagi'", async ({
    page,
  }) => {
    const FORM = /\/assets\/AddToCartForm-[\w-]+\.js$/;
    // Ahead: fetched (not run) once the app has started and the browser is idle.
    const fetchedAhead = page.waitForRequest(
      (request) => FORM.test(request.url()) && request.resourceType() === 'fetch',
    );
    await openPage(page, DRIP_GAYO, 'Drip Bag Gayo Wine');
    await fetchedAhead;

    // Gone from here on (a deployment replaced it, or the link dropped): the sheet's frame
    // opens, and where its form would be, the shop's offline words and 'Coba lagi'.
    // (Routing turns the HTTP cache off, so the copy fetched ahead is not used either.)
    await page.route(FORM, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: '+ Keranjang' }).click();
    const sheet = page.getByRole('dialog', { name: 'Jumlah & Opsi Pembelian' });
    await expect(sheet.getByRole('alert')).toContainText('Tidak dapat terhubung ke server.');
    await page.unroute(FORM);
    await sheet.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(sheet.getByRole('button', { name: '+ Keranjang' })).toBeVisible();
    await expect(sheet.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('1');
  });
});
