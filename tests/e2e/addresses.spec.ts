import type { Locator, Page } from '@playwright/test';
import { chooseRegions, expect, expectNoAxeViolations, logIn, openPage, test } from './support';

function addressCards(page: Page): Locator {
  return page.getByRole('list', { name: 'Alamat pengiriman' }).getByRole('article');
}

async function acknowledge(page: Page, title: string, message: string) {
  const alert = page.getByRole('alertdialog', { name: title });
  await expect(alert).toContainText(message);
  await alert.getByRole('button', { name: 'Okay!' }).click();
  await expect(alert).toBeHidden();
}

const budiHome = {
  'Label alamat': 'Rumah',
  'Nama penerima': 'Budi Santoso',
  'No. Telp penerima': '081298765432',
  'Kode POS': '12810',
  'Alamat lengkap': 'Jl. Tebet Barat Dalam No. 9, RT 002/RW 005',
  Patokan: 'Rumah pagar hijau',
};

async function typeAddress(page: Page, address: Record<string, string>) {
  for (const [label, value] of Object.entries(address)) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
}

test('a customer without addresses adds one through the form', async ({ page }) => {
  await logIn(page, 'budi');
  await openPage(page, '/main/address', 'Daftar Alamat');
  await expect(page.getByRole('heading', { name: 'Belum ada alamat' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Tambah alamat' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tambah Alamat' })).toBeVisible();
  await typeAddress(page, budiHome);
  await chooseRegions(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Simpan alamat' }).click();
  await acknowledge(page, 'Berhasil!', 'Alamat berhasil disimpan');

  // Back on the list it came from, where it is the only address and the default.
  await page.waitForURL('**/main/address');
  await expect(addressCards(page)).toHaveCount(1);
  const home = page.getByRole('article', { name: 'Rumah' });
  await expect(home).toContainText('Alamat utama');
  await expect(home).toContainText('Budi Santoso');
  await expect(home).toContainText('Rumah pagar hijau');
  await expect(home).toContainText('Tebet, Jakarta Selatan, DKI Jakarta 12810');
  await expectNoAxeViolations(page);
});

test('a customer makes the other address the default, then removes one', async ({ page }) => {
  await logIn(page, 'siti');
  await page.goto('/main/address');
  await expect(addressCards(page)).toHaveCount(2);
  await expect(addressCards(page).first()).toContainText('Rumah');

  await page.getByRole('button', { name: 'Jadikan alamat utama: Kantor' }).click();
  const confirmDefault = page.getByRole('alertdialog', { name: 'Kamu yakin?' });
  await expect(confirmDefault).toContainText('Alamat ini akan di set default pengirimanmu');
  await expectNoAxeViolations(page);
  await confirmDefault.getByRole('button', { name: 'Ya, Simpan' }).click();
  await acknowledge(page, 'Berhasil!', 'Alamat berhasil di set default');

  // The default is exclusive and leads the list.
  await expect(addressCards(page).first()).toContainText('Kantor');
  await expect(page.getByRole('article', { name: 'Kantor' })).toContainText('Alamat utama');
  await expect(page.getByRole('article', { name: 'Rumah' })).not.toContainText('Alamat utama');

  await page.getByRole('button', { name: 'Hapus alamat Rumah' }).click();
  const confirmRemove = page.getByRole('alertdialog', { name: 'Kamu yakin?' });
  await expect(confirmRemove).toContainText('Alamat ini akan dihapus');
  await confirmRemove.getByRole('button', { name: 'Ya, Hapus' }).click();
  await acknowledge(page, 'Berhasil!', 'Alamat berhasil dihapus');
  await expect(addressCards(page)).toHaveCount(1);

  // Stored, not just drawn: a reload shows the same.
  await page.reload();
  await expect(addressCards(page)).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Kantor' })).toContainText('Alamat utama');
});
