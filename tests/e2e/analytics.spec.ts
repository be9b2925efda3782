import { addToCart, expect, logIn, test } from './support';

// Analytics with consent (UU PDP No. 27/2022, src/features/analytics): nothing on dataLayer
// before 'Terima', GA4's add_to_cart after it, and in a build without VITE_GA4_ID not one
// request to an analytics host.

test.use({ analyticsConsent: null });

const ANALYTICS_HOST = /google-analytics\.com|analytics\.google\.com|googletagmanager\.com/;

/** gtag's `['event', name, params]` entries on window.dataLayer (each an Arguments object). */
function pushedEvents(page: import('@playwright/test').Page) {
  return page.evaluate(() =>
    ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'event')
      .map(
        ([, name, params]) =>
          ({ name, params }) as { name: string; params: Record<string, unknown> },
      ),
  );
}

test("after 'Terima' adding to the cart pushes add_to_cart with the item in IDR; before it, nothing", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'consent is the same at every size; once');
  test.setTimeout(60_000);
  const analyticsRequests: string[] = [];
  page.on('request', (request) => {
    if (ANALYTICS_HOST.test(new URL(request.url()).hostname)) analyticsRequests.push(request.url());
  });

  await page.goto('/login');
  await logIn(page, 'budi');
  await page.goto('/products/drip-bag-gayo-wine/DR-GAYO-5');
  const notice = page.getByRole('region', { name: 'Izin analitik' });
  await expect(notice).toBeVisible();
  // Signed in and on a product's page, unanswered: not one event.
  expect(await pushedEvents(page)).toEqual([]);

  await notice.getByRole('button', { name: 'Terima' }).click();
  await expect(notice).toBeHidden();
  await addToCart(page, '/products/drip-bag-gayo-wine/DR-GAYO-5');

  await expect
    .poll(async () => (await pushedEvents(page)).find((event) => event.name === 'add_to_cart'))
    .toMatchObject({
      params: {
        currency: 'IDR',
        items: [expect.objectContaining({ item_id: 'DR-GAYO-5', quantity: 1 })],
      },
    });
  const names = (await pushedEvents(page)).map((event) => event.name);
  expect(names).toEqual(expect.arrayContaining(['view_item', 'add_to_cart']));
  // No VITE_GA4_ID in this build: nothing left the browser.
  expect(analyticsRequests).toEqual([]);
});

test("on a phone the unanswered notice waits above the cart's checkout bar, and 'Lanjutkan' stays pressable", async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'mobile',
    "a phone's bottom edge holds both; a desktop puts the notice in a corner",
  );
  await logIn(page, 'siti');
  // The bar arrives with the cart's data, after the notice: lifting the notice then must not
  // move the page's layout (a layout shift, which Lighthouse counted as CLS 0.053).
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as { noticeShifts?: string[] }).noticeShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        sources: { node: Node | null; previousRect: DOMRectReadOnly }[];
      })[])
        for (const { node, previousRect } of entry.sources)
          if (node instanceof Element && node.closest('[data-first-ask]'))
            shifts.push(`${node.tagName} from y ${previousRect.y}`);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/main/cart');
  await expect(page.getByRole('list', { name: 'Isi keranjang' })).toBeVisible();
  const notice = page.getByRole('region', { name: 'Izin analitik' });
  await expect(notice).toBeVisible();
  const next = page.getByRole('button', { name: 'Lanjutkan' });
  // The notice ends where the bar with the total and 'Lanjutkan' begins, above it, once its
  // lift (a short transition) is over.
  await expect
    .poll(async () => {
      const [noticeBox, nextBox] = await Promise.all([notice.boundingBox(), next.boundingBox()]);
      return noticeBox && nextBox && nextBox.y - (noticeBox.y + noticeBox.height);
    })
    .toBeGreaterThanOrEqual(0);
  expect(await page.evaluate(() => (window as { noticeShifts?: string[] }).noticeShifts)).toEqual(
    [],
  );
  // A real press (Playwright refuses when something else would take it), no answer given.
  await next.click();
  await expect(page.getByRole('link', { name: 'Kirim ke rumah' })).toBeVisible();
  await expect(notice).toBeVisible();
});
