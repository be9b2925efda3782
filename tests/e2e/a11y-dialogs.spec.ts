import { expectFocusOn, expectFocusTrappedIn, moveTo, pressOn } from './keyboardKit';
import { expect, logIn, test } from './support';

/**
 * Dialogs and sheets in the real app, by keyboard (issue 13, item 2): while one is open Tab
 * and Shift+Tab stay inside it, Escape closes it, and focus goes back to what opened it. The
 * add-to-cart form is a dialog on desktop and a bottom sheet on a phone; the confirm and
 * result alerts follow it. Signing in is the support helper's (keyboard.spec.ts signs in by
 * keyboard).
 */

const DRIP_GAYO = '/products/drip-bag-gayo-wine/DR-GAYO-5';

test('the add-to-cart form, its confirmation and its result keep focus and give it back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'siti');
  await page.goto(DRIP_GAYO);
  await expect(page.getByRole('heading', { level: 1, name: /Gayo/ })).toBeVisible();
  const opener = page.getByRole('button', { name: '+ Keranjang' });

  // The form (dialog or sheet): trapped, Escape closes it, focus back on the opener.
  await pressOn(page, 'button', '+ Keranjang');
  const form = page.getByRole('dialog', {
    name: /^(Jumlah & Opsi Pembelian|Tambah ke keranjang)$/,
  });
  await expect(form).toBeVisible();
  await expectFocusTrappedIn(page, form, 12);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expectFocusOn(page, 'button', '+ Keranjang');

  // The confirmation over it: trapped between its two answers; Escape cancels back to the form.
  await page.keyboard.press('Enter');
  await expect(form).toBeVisible();
  await moveTo(page, 'button', '+ Keranjang');
  await expect(form.getByRole('button', { name: '+ Keranjang' })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Kamu yakin?' });
  await expect(confirm).toBeVisible();
  await expectFocusOn(page, 'button', 'Tidak, Batalkan');
  await expectFocusTrappedIn(page, confirm, 4);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(form.getByRole('button', { name: '+ Keranjang' })).toBeFocused();

  // The result: its one button keeps focus; Escape acknowledges it and every layer is gone.
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await pressOn(page, 'button', 'Ya, Tambahkan');
  const done = page.getByRole('alertdialog', { name: 'Berhasil!' });
  await expect(done).toBeVisible();
  await expectFocusOn(page, 'button', 'Okay!');
  await expectFocusTrappedIn(page, done, 3);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the QRIS dialog and the status list of the orders keep focus and give it back', async ({
  page,
}) => {
  await logIn(page, 'siti');
  await page.goto('/main/order-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Pesanan Saya' })).toBeVisible();
  await expect(page.getByRole('timer').first()).toBeVisible();

  await pressOn(page, 'button', 'Bayar dengan QRIS');
  const qris = page.getByRole('dialog', { name: 'Bayar dengan QRIS' });
  await expect(qris).toBeVisible();
  await expectFocusTrappedIn(page, qris, 6);
  await page.keyboard.press('Escape');
  await expect(qris).toBeHidden();
  await expectFocusOn(page, 'button', 'Bayar dengan QRIS');

  // The status filter's list pops over the page; Escape shuts it on its button.
  await pressOn(page, 'button', /Status pesanan/, { key: 'Shift+Tab' });
  const options = page.getByRole('listbox');
  await expect(options).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(options.getByRole('option', { name: 'Sedang Diproses' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expectFocusOn(page, 'button', /Status pesanan/);
  await expect(page.getByRole('button', { name: /Status pesanan/ })).toHaveText(
    /Menunggu Pembayaran/,
  );
});
