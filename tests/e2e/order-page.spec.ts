import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, logIn, test } from './support';

// An order's own page (issue 22), where it takes the whole app: the way to it, a reload, the
// payment's return replacing itself, a full navigation out and back. What the page shows to a
// guest, another customer or a hostile address is OrderScreen's and PaymentFinishScreen's
// stories'. Siti's seeded unpaid online order is ord-<year>-131.
const YEAR = new Date().getUTCFullYear();
const UNPAID = `ord-${YEAR}-131`;
const orderHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Pesanan SO-/ });

test('a history card opens the order’s page, which a reload shows again', async ({ page }) => {
  await logIn(page, 'siti');
  await page.goto('/main/order-history');
  const card = page.getByRole('article').filter({ hasText: `SO-${YEAR}-000131` });
  await card.getByRole('link', { name: /^Lihat detail/ }).click();
  await expect(page).toHaveURL(new RegExp(`/main/orders/${UNPAID}$`));
  await expect(orderHeading(page)).toHaveText(`Pesanan SO-${YEAR}-000131`);
  await expect(page.getByText('Status: Menunggu Pembayaran')).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Sisa waktu pembayaran' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bayar sekarang' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(orderHeading(page)).toHaveText(`Pesanan SO-${YEAR}-000131`);
});

test('the payment’s return address claiming settlement shows an unpaid order unpaid', async ({
  page,
}) => {
  await logIn(page, 'siti');
  await page.goto(
    `/main/payment/finish?order_id=${UNPAID}&status_code=200&transaction_status=settlement`,
  );
  await expect(page).toHaveURL(new RegExp(`/main/orders/${UNPAID}$`));
  await expect(page.getByText('Status: Menunggu Pembayaran')).toBeVisible();
  // The return page replaced itself: Back does not read the order through it again.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/main\/payment\/finish/);
});

test('‘Buka aplikasi e-wallet’ leaves the shop and comes back paid, in a fresh page', async ({
  page,
}) => {
  await logIn(page, 'siti');
  await page.goto(`/main/orders/${UNPAID}`);
  await page.getByRole('button', { name: 'Bayar sekarang' }).click();
  const payment = page.getByRole('dialog', { name: 'Pembayaran demo' });
  const wallet = payment.getByRole('button', { name: 'Buka aplikasi e-wallet' });
  await expect(wallet).toBeEnabled();
  // A marker on the page's window: a full navigation starts a window without it.
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await Promise.all([page.waitForURL(/\/main\/payment\/finish\?order_id=/), wallet.click()]);
  await expect(page).toHaveURL(new RegExp(`/main/orders/${UNPAID}$`));
  await expect(page.getByText('Status: Sedang Diproses')).toBeVisible();
  expect(await page.evaluate(() => '__samePage' in window)).toBe(false);
});
