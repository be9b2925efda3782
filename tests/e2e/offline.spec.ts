import { expect, expectMockAnswers, openPage, test } from './support';

// Issue 25, offline and back: what was read stays on screen without a connection, marked as
// possibly out of date, and is read again when the connection comes back.

const PRODUCTS_HEADING = 'Produk yang harus kamu coba!';
const PRODUCT = 'Arabika Gayo Full Wash';
const OUT_OF_DATE = 'Kamu sedang offline. Yang tampil mungkin sudah tidak terbaru.';

// The browser's own line for each call the gateway, out of reach, did not answer.
test.use({ expectedPageErrors: [/^console\.error: Failed to load resource: net::ERR_FAILED$/] });

test('the catalogue and a product read once open offline, marked, and are read again online', async ({
  page,
  context,
}) => {
  await openPage(page, '/products', PRODUCTS_HEADING);
  await expectMockAnswers(page);
  await page.getByRole('list', { name: 'Biji Kopi' }).getByRole('link', { name: PRODUCT }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  const note = page.getByRole('status').filter({ hasText: OUT_OF_DATE });
  await expect(note).toHaveCount(0);

  // The connection drops (the demo's gateway, reached over it in life, answers nothing).
  await context.setOffline(true);
  test.info().annotations.push({ type: 'fault', description: 'offline: the whole connection' });
  await expect(note).toBeVisible();

  // Back to the catalogue and to the product, inside the app: both show what was read.
  await page.getByRole('link', { name: 'Detail produk' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCTS_HEADING })).toBeVisible();
  await expect(note).toBeVisible();
  const beans = page.getByRole('list', { name: 'Biji Kopi' });
  await expect(beans.getByRole('link', { name: PRODUCT })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await beans.getByRole('link', { name: PRODUCT }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expect(note).toBeVisible();

  // Online again: the product is asked for again, and the note leaves with its answer.
  const reread = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/Product/BN-GAYO-250',
  );
  await context.setOffline(false);
  await reread;
  await expect(note).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
});
