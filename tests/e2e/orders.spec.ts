import type { Locator, Page } from '@playwright/test';
import { cartCount, expect, expectNoAxeViolations, logIn, openPage, test } from './support';

function ordersList(page: Page, group: string): Locator {
  return page.getByRole('list', { name: `Daftar pesanan: ${group}` });
}

test('the demo customer pays, browses and re-buys from the order history', async ({ page }) => {
  await logIn(page, 'siti');
  await openPage(page, '/main/order-history', 'Pesanan Saya');

  // Awaiting payment, the default: each order counts down to its payment deadline.
  const filter = page.getByRole('button', { name: /Status pesanan/ });
  await expect(filter).toHaveText(/Menunggu Pembayaran/);
  const outstanding = ordersList(page, 'Menunggu Pembayaran').getByRole('article');
  await expect(outstanding).toHaveCount(2);
  const timer = outstanding.first().getByRole('timer', { name: 'Sisa waktu pembayaran' });
  await expect(timer).toHaveText(/^\d\d:\d\d:\d\d$/);
  const shown = await timer.textContent();
  await expect(timer).not.toHaveText(shown ?? '', { timeout: 2500 });
  await expect(outstanding.first().getByText('Bayar di toko')).toBeVisible();
  await expectNoAxeViolations(page);

  // The QRIS code of the order that has one, with the amount to pay.
  await outstanding.nth(1).getByRole('button', { name: 'Bayar dengan QRIS' }).click();
  const qris = page.getByRole('dialog', { name: 'Bayar dengan QRIS' });
  await expect(qris.getByRole('img', { name: /^Kode QRIS untuk pesanan SO-/ })).toBeVisible();
  await expect(qris.getByText('Jumlah yang harus dibayar')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(qris).toBeHidden();

  // Delivered orders; the choice is in the address, so a reload keeps it.
  await filter.click();
  await page.getByRole('option', { name: 'Order History' }).click();
  await expect(page).toHaveURL(/\/main\/order-history\?status=order_history$/);
  const delivered = ordersList(page, 'Order History').getByRole('article');
  await expect(delivered).toHaveCount(3);
  await expect(delivered.getByRole('timer')).toHaveCount(0);
  await page.reload();
  await expect(filter).toHaveText(/Order History/);
  await expect(delivered).toHaveCount(3);

  // 'Beli Lagi' puts the order's items in the cart and the count goes up.
  const before = await cartCount(page);
  await delivered.first().getByRole('button', { name: 'Beli Lagi' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Kamu yakin?' });
  await expect(confirm).toContainText('Item dalam pembelian ini akan ditambahkan ke keranjang.');
  await confirm.getByRole('button', { name: 'Ya, Tambahkan' }).click();
  const done = page.getByRole('alertdialog', { name: 'Berhasil!' });
  await expect(done).toContainText('Item berhasil ditambahkan ke keranjang.');
  await done.getByRole('button', { name: 'Okay!' }).click();
  await expect(done).toBeHidden();
  await expect.poll(() => cartCount(page)).toBeGreaterThan(before);
});
