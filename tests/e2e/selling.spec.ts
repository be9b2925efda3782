import type { Page } from '@playwright/test';
import {
  addToCart,
  answerConfirm,
  cartCount,
  cartLines,
  expect,
  expectNoAxeViolations,
  logIn,
  rupiah,
  test,
} from './support';

/**
 * The shop selling, through the real app (issue 10): a cart filled and edited, delivery paid
 * on the payment page (the demo's, or the HTTP mock's sandbox on the production build), a
 * second cart paid at a branch by QR, and a price the shop changed caught before paying.
 */

const DRIP_GAYO = '/products/drip-bag-gayo-wine/DR-GAYO-5';
/** A radio chip is pressed where a person presses it: on its label. */
async function choose(page: Page, name: string | RegExp) {
  const radio = page.getByRole('radio', { name });
  await expect(radio).toBeEnabled();
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

async function proceedTo(page: Page, choice: 'Kirim ke rumah' | 'Bayar di toko') {
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  await page.getByRole('link', { name: choice }).click();
}

test('a customer fills a cart, edits it, reloads, pays delivery online and then a second cart at a branch', async ({
  page,
  paymentPage,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'siti');
  await addToCart(page, DRIP_GAYO);

  // Three products; one more of one of them, saved as the presses settle and kept on reload.
  await page.goto('/main/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Keranjang' })).toBeVisible();
  await expect(cartLines(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Tambah jumlah Kopi Susu Gula Aren' }).click();
  await expect(page.getByText('Jumlah tersimpan')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Jumlah Kopi Susu Gula Aren' })).toHaveValue('2');
  await expectNoAxeViolations(page);

  // Delivery: the default address, JNE REG, the total of lines plus shipping.
  await proceedTo(page, 'Kirim ke rumah');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Rumah/ })).toBeChecked();
  await choose(page, 'Jalur Nugraha Ekakurir (JNE)');
  await choose(page, /^REG · Layanan Reguler/);
  const summary = page.getByRole('region', { name: 'Ringkasan pembayaran' });
  const figures = await summary.locator('dd').allTextContents();
  const [lines, shipping, total] = figures.map(rupiah);
  expect(total).toBe((lines ?? 0) + (shipping ?? 0));
  expect(shipping).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Lanjut Pembayaran' }).click();
  await expect(paymentPage).toContainText(`Rp ${total?.toLocaleString('id-ID')}`);
  await paymentPage.getByRole('button', { name: 'Bayar sekarang' }).click();
  // The order's own page, with the gateway's word on it (issue 22).
  await expect(page.getByRole('heading', { level: 1, name: /^Pesanan SO-/ })).toBeVisible();
  await expect(page.getByText('Status: Sedang Diproses')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ringkasan pembayaran' })).toContainText(
    `Rp ${total?.toLocaleString('id-ID')}`,
  );
  await expect.poll(() => cartCount(page)).toBe(0);

  // A second cart, paid at a branch by QR: the order waits under 'Menunggu Pembayaran'.
  await addToCart(page, DRIP_GAYO);
  await page.goto('/main/cart');
  await expect(cartLines(page)).toHaveCount(1);
  await proceedTo(page, 'Bayar di toko');
  await expect(page.getByRole('heading', { level: 1, name: 'Pilih cabang' })).toBeVisible();
  await choose(page, /^Kopi Nusantara Kemang/);
  await page.getByRole('button', { name: 'Bayar di cabang ini' }).click();
  await answerConfirm(page, 'Ya, Buat QR');
  await expect(page.getByRole('img', { name: /^Kode QR pembayaran SI-QR-/ })).toBeVisible();
  const orderNumber = (await page.getByText(/^Pesanan SO-/).textContent())?.replace('Pesanan ', '');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Lihat di Pesanan Saya' }).click();
  const awaiting = page.getByRole('list', { name: 'Daftar pesanan: Menunggu Pembayaran' });
  await expect(awaiting).toContainText(orderNumber ?? 'SO-');
  await expect(awaiting.getByRole('timer').first()).toBeVisible();
});

test('a price the shop changed is caught before paying', async ({ page, backOffice }) => {
  await logIn(page, 'siti');
  // The shop's staff raises a price in Siti's cart.
  await backOffice.changePrice(page, { code: 'BV-KSGA', name: 'Kopi Susu Gula Aren' }, 31000);

  await page.goto('/main/cart');
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  const notice = page.getByRole('alertdialog', { name: 'Terdapat perubahan harga!' });
  await expect(notice).toContainText('Kopi Susu Gula Aren');
  await expect(notice).toContainText('Rp 31.000');
  await expectNoAxeViolations(page);
});
