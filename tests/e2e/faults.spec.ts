import { expect, expectMockAnswers, test } from './support';

// Faults the shopper's browser meets, through the real app and its route table.

test.describe('a screen whose code cannot be downloaded', () => {
  test.use({
    expectedPageErrors: [
      /ProductsScreen|Unable to preload|Failed to load resource|A screen failed to render/,
    ],
  });

  test('shows what happened inside the shell, and "Coba lagi" loads it once it can', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Blend Kopimu Sendiri' }),
    ).toBeVisible();
    // The demo's mock answers from its service worker, offline too, once it has started.
    await expectMockAnswers(page);
    // The connection drops before the products screen's code was ever fetched.
    await context.setOffline(true);
    test.info().annotations.push({ type: 'fault', description: 'offline: a screen chunk' });

    // The top bar's 'Products' on a desktop, the bottom bar's 'Produk' on a phone.
    await page
      .getByRole('navigation', { name: /^Navigasi (utama|bawah)$/ })
      .getByRole('link', { name: /^(Products|Produk)$/ })
      .filter({ visible: true })
      .click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1 })).toHaveText(
      'Halaman ini gagal ditampilkan',
    );
    await expect(alert).toContainText('Periksa koneksi internetmu lalu coba lagi.');
    // The shell stays usable: the way home is there.
    await expect(alert.getByRole('link', { name: 'Kembali ke Beranda' })).toBeVisible();

    await context.setOffline(false);
    await alert.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { name: 'Produk yang harus kamu coba!' })).toBeVisible();
  });
});
