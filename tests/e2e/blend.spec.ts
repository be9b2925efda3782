import type { Page } from '@playwright/test';
import { answerConfirm, expect, logIn, logOut, test } from './support';

/**
 * The custom blend builder through the real app on the demo build (issue 11): the demo
 * customer builds Gayo 50 / Toraja 25 / Robusta 25 in drip bags, names it, orders it and
 * finds it in the cart with its composition and price; a reload halfway keeps the blend. The
 * blend is hers alone: the second demo customer cannot open it by its code.
 */

const NAME = 'Blend Pagi Siti';

/** A radio chip is pressed where a person presses it: on its label. */
async function choose(page: Page, group: string, name: string | RegExp) {
  const radio = page.getByRole('radiogroup', { name: group }).getByRole('radio', { name });
  await expect(radio).toBeEnabled();
  await radio.locator('xpath=ancestor::label').click();
  await expect(radio).toBeChecked();
}

async function addComponent(
  page: Page,
  beanType: string,
  origin: string,
  product: string,
  percentage: string,
) {
  await choose(page, 'Jenis biji kopi', beanType);
  await choose(page, 'Origin', origin);
  await choose(page, 'Produk kopi', product);
  await choose(page, 'Persentase', percentage);
  await page.getByRole('button', { name: 'Tambahkan' }).click();
  await answerConfirm(page, 'Ya, Tambahkan');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

const chart = (page: Page) => page.getByRole('img', { name: /^Komposisi blend: / });

test('the demo customer builds, names and orders a blend, and finds it in the cart', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'siti');
  await page.goto('/custom-blend');
  await expect(page.getByRole('heading', { level: 1, name: 'Buat Blend Kopi Kamu' })).toBeVisible();
  await expect(page).toHaveURL(/\/custom-blend\/pilih-biji-kopi$/);

  await addComponent(page, 'Arabika', 'Gayo', 'Arabika Gayo Full Wash', '50%');
  await expect(chart(page)).toHaveAccessibleName('Komposisi blend: 50% Arabika Gayo Full Wash');

  // A reload halfway (the browser may ask first: the blend is not ordered yet) keeps it.
  page.once('dialog', (dialog) => dialog.accept());
  await page.reload();
  await expect(chart(page)).toHaveAccessibleName('Komposisi blend: 50% Arabika Gayo Full Wash');

  await addComponent(page, 'Arabika', 'Toraja', 'Arabika Toraja Sapan', '25%');
  await addComponent(page, 'Robusta', 'Temanggung', 'Robusta Temanggung', '25%');
  // The addition that reaches 100% moves on to packaging by itself.
  await expect(page).toHaveURL(/\/custom-blend\/pilih-kemasan-produk$/);
  await choose(page, 'Kemasan', 'Drip Bag');
  await choose(page, 'Ukuran', 'Isi 10');
  await choose(page, 'Tingkat penggilingan', 'Sedang (V60 / Drip)');
  const price = page.getByText(/^Rp\s?[\d.]+$/).first();
  await expect(price).toBeVisible();
  const priceText = (await price.textContent()) ?? '';
  await page.getByRole('button', { name: 'Lanjut' }).click();

  await expect(page).toHaveURL(/\/custom-blend\/input-nama-blend$/);
  await page.getByRole('textbox', { name: 'Nama blend' }).fill(`  ${NAME}  `);
  await page.getByRole('button', { name: 'Lanjut' }).click();

  await expect(page).toHaveURL(/\/custom-blend\/hasil-akhir$/);
  await expect(chart(page)).toHaveAccessibleName(
    'Komposisi blend: 50% Arabika Gayo Full Wash, 25% Arabika Toraja Sapan, 25% Robusta Temanggung',
  );
  const main = page.getByRole('main');
  await expect(main.getByText(NAME, { exact: true })).toBeVisible();
  await expect(main.getByText('Drip Bag', { exact: true })).toBeVisible();
  await expect(main.getByText(priceText, { exact: true })).toBeVisible();
  await main.getByRole('button', { name: 'Pesan sekarang' }).click();
  const creation = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/Product' && r.request().method() === 'POST',
  );
  await answerConfirm(page, 'Ya, Pesan');
  const [created] = (await (await creation).json()) as { code: string }[];
  const code = created?.code ?? '';
  expect(code).toMatch(/^CB-\d{6}$/);
  const success = page.getByRole('alertdialog', { name: 'Berhasil!' });
  await expect(success).toContainText(`${NAME} berhasil ditambahkan ke keranjang.`);
  await success.getByRole('button', { name: 'Okay!' }).click();
  await expect(page).toHaveURL(/\/custom-blend\/pilih-biji-kopi$/);
  await expect(page.getByRole('img', { name: /Belum ada kopi/ })).toBeVisible();

  await page.goto('/main/cart');
  const line = page.getByRole('article', { name: new RegExp(NAME) });
  await expect(line).toContainText(
    '50% Arabika Gayo Full Wash, 25% Arabika Toraja Sapan, 25% Robusta Temanggung',
  );
  // '85.000' whatever space the currency format puts after 'Rp'.
  await expect(line).toContainText(priceText.replace(/[^\d.]/g, ''));
  // Its own picture (the bag with its name), also where the image host is another host than
  // the shop and gets no session cookie (the http project): its file name carries the right.
  const picture = line.locator('img');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)))
    .toBeGreaterThan(0);
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
    `/images/Products/${code}-1-kopi_`,
  );

  // Hers alone: Budi, signed in on the same gateway, finds no such product.
  await logOut(page);
  await logIn(page, 'budi');
  await page.goto(`/products/blend/${code}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Produk tidak ditemukan' }),
  ).toBeVisible();
  await expect(page.getByText(NAME)).toHaveCount(0);
});
