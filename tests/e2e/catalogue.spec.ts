import {
  addToCart,
  cartCount,
  cartLines,
  expect,
  expectNoAxeViolations,
  logIn,
  test,
} from './support';

const PRODUCTS_HEADING = 'Produk yang harus kamu coba!';
/** Desktop names it 'Jumlah & Opsi Pembelian', the phone's bottom sheet 'Tambah ke keranjang'. */
const ADD_TO_CART_DIALOG = /^(Jumlah & Opsi Pembelian|Tambah ke keranjang)$/;

test('a guest goes from home to a drink and is asked to log in before adding it', async ({
  page,
}) => {
  await page.goto('/');
  // A category card on the home page opens the products on that category's tab.
  await page.getByRole('link', { name: 'Drip Bag', exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCTS_HEADING })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Kategori produk' });
  await expect(tabs.getByRole('tab')).toHaveText(['Minuman', 'Drip Bag', 'Biji Kopi']);
  await expect(tabs.getByRole('tab', { name: 'Drip Bag' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'Beli lagi, Yuk!' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await tabs.getByRole('tab', { name: 'Minuman' }).click();
  const drinks = page.getByRole('list', { name: 'Minuman' });
  await drinks.getByRole('link', { name: 'Kopi Susu Gula Aren' }).click();
  await expect(page).toHaveURL(/\/products\/kopi-susu-gula-aren\/BV-KSGA$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kopi Susu Gula Aren' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Detail produk' })).toHaveAttribute(
    'href',
    '/products',
  );
  await expect(page.getByRole('heading', { name: 'Produk yang mungkin kamu suka' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: '+ Keranjang' }).click();
  const form = page.getByRole('dialog', { name: ADD_TO_CART_DIALOG });
  await expect(form.getByRole('radiogroup', { name: 'Ukuran' })).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: '+ Keranjang' }).click();

  const refusal = page.getByRole('alertdialog', { name: 'Ooops, Login terlebih dahulu!' });
  await expect(refusal).toContainText('Mohon login terlebih dahulu untuk melanjutkan pembelian');
  await expectNoAxeViolations(page);
  await refusal.getByRole('link', { name: 'Login sekarang' }).click();
  // The login goes back to the drink afterwards.
  await expect(page).toHaveURL(/\/login\?from=%2Fproducts%2Fkopi-susu-gula-aren%2FBV-KSGA$/);

  // The remembered tab survives the visit: back on the products, drinks are open.
  await page.goto('/products');
  await expect(
    page.getByRole('tablist', { name: 'Kategori produk' }).getByRole('tab', { name: 'Minuman' }),
  ).toHaveAttribute('aria-selected', 'true');
});

test('a customer adds beans with a grind level and the cart count goes up', async ({ page }) => {
  await logIn(page, 'siti');
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'Beli lagi, Yuk!' })).toBeVisible();
  const before = await cartCount(page);

  // One search over the whole catalogue (issue 38), narrowed to the beans by its filter.
  await page.getByRole('searchbox', { name: 'Cari produk' }).fill('toraja');
  // Its label is what a shopper presses: the radio itself is hidden behind it.
  await page
    .getByRole('radiogroup', { name: 'Kategori' })
    .locator('label')
    .filter({ hasText: /^Biji Kopi/u })
    .click();
  await expect(page).toHaveURL(/\/products\?q=toraja&kategori=biji-kopi$/u);
  const results = page.getByRole('list', { name: 'Hasil pencarian' });
  const count = page.getByRole('status').filter({ hasText: 'produk untuk' });
  await expect(count).toHaveText('2 produk untuk "toraja"');
  // Its name ranks above a bean whose description only mentions Toraja (Kalosi, next door).
  await expect(results.getByRole('link').first()).toHaveText('Arabika Toraja Sapan');
  const found = await results.getByRole('link').allTextContents();
  await results.getByRole('link', { name: 'Arabika Toraja Sapan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Arabika Toraja Sapan' })).toBeVisible();

  // Back finds the same search: the words in the field, the filter chosen, the same cards.
  await page.goBack();
  await expect(page).toHaveURL(/\/products\?q=toraja&kategori=biji-kopi$/u);
  await expect(page.getByRole('searchbox', { name: 'Cari produk' })).toHaveValue('toraja');
  await expect(
    page.getByRole('radiogroup', { name: 'Kategori' }).getByRole('radio', { name: /^Biji Kopi/u }),
  ).toBeChecked();
  await expect(count).toHaveText('2 produk untuk "toraja"');
  await expect(results.getByRole('link')).toHaveText(found);
  await results.getByRole('link', { name: 'Arabika Toraja Sapan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Arabika Toraja Sapan' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Produk yang mungkin kamu suka' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: '+ Keranjang' }).click();
  const form = page.getByRole('dialog', { name: ADD_TO_CART_DIALOG });
  await form.getByRole('button', { name: 'Tambah jumlah' }).click();
  await expect(form.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('2');
  // The chip is the radio's label: a shopper presses the chip, not the hidden input.
  await form.locator('label').filter({ hasText: 'Sedang (V60 / Drip)' }).click();
  await expect(form.getByRole('radio', { name: 'Sedang (V60 / Drip)' })).toBeChecked();
  await expectNoAxeViolations(page);

  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/Cart',
  );
  await form.getByRole('button', { name: '+ Keranjang' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Kamu yakin?' });
  await expect(confirm).toContainText('Arabika Toraja Sapan akan ditambahkan ke keranjang.');
  await confirm.getByRole('button', { name: 'Ya, Tambahkan' }).click();
  const [line] = (await (await sent).postDataJSON()) as Record<string, unknown>[];
  expect(line).toMatchObject({ quantity: 2, remarks: 'Sedang (V60 / Drip)', lineStatus: 'Open' });

  const done = page.getByRole('alertdialog', { name: 'Berhasil!' });
  await expect(done).toContainText('Arabika Toraja Sapan berhasil ditambahkan ke keranjang.');
  await done.getByRole('button', { name: 'Okay!' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => cartCount(page)).toBe(before + 1);
});

test('a customer adds a product of each category and finds one line of each in the cart', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Budi's cart is empty; from the products, not the profile (whose address reminder waits).
  await page.goto('/login?from=%2Fproducts');
  await logIn(page, 'budi', { landsOn: '/products' });
  await addToCart(page, '/products/kopi-susu-gula-aren/BV-KSGA');
  await addToCart(page, '/products/drip-bag-gayo-wine/DR-GAYO-5');
  await addToCart(page, '/products/arabika-toraja-sapan/BN-TORA-250', {
    grindLevel: 'Kasar (French Press)',
  });
  await expect.poll(() => cartCount(page)).toBe(3);

  await page.goto('/main/cart');
  await expect(cartLines(page)).toHaveCount(3);
  for (const name of ['Kopi Susu Gula Aren', 'Drip Bag Gayo Wine', 'Arabika Toraja Sapan'])
    await expect(cartLines(page).filter({ hasText: name })).toHaveCount(1);
});
