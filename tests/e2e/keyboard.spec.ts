import { expectFocusOn, moveTo, pressOn } from './keyboardKit';
import { DEMO, expect, test } from './support';

/**
 * A purchase from home to a paid order with the keyboard alone (issue 13, item 1): Tab,
 * Shift+Tab, arrows, Space, Enter and typing; no click and no `.focus()`. Each stop names
 * what has focus by role and name and checks a focus indicator is drawn on it.
 */

test('a customer logs in and buys a drip bag, paying online, with the keyboard alone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === 'mobile';
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The skip link comes first (after the demo build's own dev panel button, when it is there).
  await moveTo(page, 'link', 'Langsung ke konten utama', { most: 2 });

  // Log in from the header.
  await pressOn(page, 'link', 'Login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await moveTo(page, 'textbox', 'No. Telp');
  await page.keyboard.type(DEMO.siti.phone);
  await moveTo(page, 'textbox', 'Password');
  await page.keyboard.type(DEMO.siti.password);
  await pressOn(page, 'button', 'Login');
  const welcome = page.getByRole('alertdialog', { name: 'Selamat datang kembali!' });
  await expect(welcome).toBeVisible();
  await expectFocusOn(page, 'button', 'Okay!');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/main/profile');

  // To the products, and one drip bag.
  await pressOn(page, 'link', phone ? 'Produk' : 'Products');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Produk yang harus kamu coba!' }),
  ).toBeVisible();
  await pressOn(page, 'link', /Gayo/);
  await expect(page.getByRole('heading', { level: 1, name: /Gayo/ })).toBeVisible();

  // Into the cart through the form, its confirmation and its success.
  await pressOn(page, 'button', '+ Keranjang');
  const form = page.getByRole('dialog', {
    name: /^(Jumlah & Opsi Pembelian|Tambah ke keranjang)$/,
  });
  await expect(form).toBeVisible();
  await moveTo(page, 'button', '+ Keranjang');
  await expect(form.getByRole('button', { name: '+ Keranjang' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: 'Kamu yakin?' })).toBeVisible();
  await pressOn(page, 'button', 'Ya, Tambahkan');
  await expect(page.getByRole('alertdialog', { name: 'Berhasil!' })).toBeVisible();
  await expectFocusOn(page, 'button', 'Okay!');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Back where the shopper started: the product's own '+ Keranjang'.
  await expectFocusOn(page, 'button', '+ Keranjang');

  // The cart, then delivery.
  const cart = phone ? /^Keranjang, \d+ item$/ : /^Keranjang \(\d+\)$/;
  await pressOn(page, 'link', cart, { key: 'Shift+Tab' });
  await expect(page.getByRole('heading', { level: 1, name: 'Keranjang' })).toBeVisible();
  await pressOn(page, 'button', 'Lanjutkan');
  await pressOn(page, 'link', 'Kirim ke rumah');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // The default address is chosen; a courier and its service by Tab and Space.
  await expect(page.getByRole('radio', { name: /^Rumah/ })).toBeChecked();
  await moveTo(page, 'radio', 'Jalur Nugraha Ekakurir (JNE)');
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Jalur Nugraha Ekakurir (JNE)' })).toBeChecked();
  // Tab enters the services' group once; the arrows move (and choose) within it.
  const services = page.getByRole('radiogroup', { name: 'Layanan' });
  await expect(services.getByRole('radio').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(services.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('Space');
  await moveTo(page, 'radio', /^REG · Layanan Reguler/, { key: 'ArrowDown', most: 6 });
  await expect(page.getByRole('radio', { name: /^REG · Layanan Reguler/ })).toBeChecked();

  // The demo payment page, paid.
  await pressOn(page, 'button', 'Lanjut Pembayaran');
  const payment = page.getByRole('dialog', { name: 'Pembayaran demo' });
  await expect(payment).toBeVisible();
  await pressOn(page, 'button', 'Bayar sekarang');
  // The order's own page, with the gateway's word on it; from there, the history.
  await expect(page.getByRole('heading', { level: 1, name: /^Pesanan SO-/ })).toBeVisible();
  await expect(page.getByText('Status: Sedang Diproses')).toBeVisible();
  await pressOn(page, 'link', 'Pesanan Saya');
  await expect(
    page.getByRole('list', { name: 'Daftar pesanan: Menunggu Pembayaran' }),
  ).toBeVisible();
});
