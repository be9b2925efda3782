import { expect, expectMockAnswers, openPage, test } from './support';

test('the built app loads, its mock worker answers and a page renders', async ({ page }) => {
  await openPage(page, '/products', 'Produk yang harus kamu coba!');
  // The shop paints (the page's own catalogue) before the mock starts, and says when it answers.
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  await expectMockAnswers(page);
  const [response, aliases] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/Category')),
    page.evaluate(async () => {
      const res = await fetch('/api/Category');
      return ((await res.json()) as { alias: string }[]).map((c) => c.alias);
    }),
  ]);
  // The answer came from the mock gateway behind the service worker, not from a server.
  expect(response.fromServiceWorker()).toBe(true);
  expect(response.status()).toBe(200);
  expect(aliases).toEqual(expect.arrayContaining(['Beverages', 'Drips', 'Beans']));
});
