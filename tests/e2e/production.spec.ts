import { serveProductionBuild } from './productionBuild';
import { blockSiteData, expect, openPage, PRERENDERED_PAGES, test } from './support';

// The production build (`npm run build`) as a deployer ships it: no mock, no demo. It has no
// gateway here (every call answers 503 from its server: previewWithoutGateway), so only what
// needs none is checked: the shell and the public pages render, and nothing of the demo
// shows. This spec serves that build itself, beside the demo's server.

const { origin } = serveProductionBuild(1);

test.use({ baseURL: origin });

test('the production build shows nothing of the demo, and no Google button without a client id', async ({
  page,
}) => {
  await openPage(page, '/login', 'Login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Masuk dengan Google' })).toHaveCount(0);
  // No 'atau' left dangling before a Google button that is not there.
  await expect(page.getByText('atau', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Mode demo' })).toHaveCount(0);
  await expect(page.getByText('data contoh')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Panel dev' })).toHaveCount(0);
  // No mock worker was ever registered (the shop's own, sw.js, may be: tests/e2e/pwa.spec.ts).
  const workers = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).flatMap((registration) =>
      [registration.active, registration.waiting, registration.installing].map(
        (worker) => worker?.scriptURL ?? '',
      ),
    ),
  );
  expect(workers.filter((url) => /mockServiceWorker|demo-worker/.test(url))).toEqual([]);
});

test('with site data blocked the production shop still renders its public pages', async ({
  page,
  context,
}) => {
  await context.addInitScript(blockSiteData);
  await openPage(page, '/', 'Blend Kopimu Sendiri');
  await page.goto('/custom-blend/introduction');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openPage(page, '/login', 'Login');
});

test('the production build serves each public page pre-rendered, and a guest gets it hydrated', async ({
  page,
}) => {
  const served: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document')
      void response
        .text()
        .then((html) => served.push(/data-prerendered="([^"]*)"/.exec(html)?.[1] ?? ''));
  });
  for (const [path, heading] of PRERENDERED_PAGES) {
    await openPage(page, path, heading);
    // Hydrated: React owns the heading the HTML brought (no mismatch, or the fixture fails).
    await expect
      .poll(() =>
        page
          .getByRole('heading', { level: 1, name: heading })
          .evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))),
      )
      .toBe(true);
  }
  await expect
    .poll(() => served)
    .toEqual([
      '/',
      '/products',
      '/blogs',
      '/custom-blend/introduction',
      '/partnership',
      '/login',
      '/register',
    ]);
});
