import {
  expectLinkTo,
  findLoadError,
  findModal,
  mobile,
  modalGone,
  page,
  structuredData,
} from '@kit/dom';
import {
  answerLostOnce,
  connectionBack,
  connectionDrops,
  failing,
  failingOnce,
  gatewayWith,
  neverAnswering,
  spyOnKeys,
  spyOnRequests,
} from '@kit/gateway';
import { aProduct } from '@kit/products';
import {
  expectLocation,
  expectNoGlobalError,
  findScreen,
  logInThroughTheForm,
  screenStory,
  watchGlobalErrors,
} from '@kit/story';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { NewCartLine } from '@/api/cart';
import { getCartCount, listCartLines } from '@/api/cart/calls';
import ProductDetailScreen from './ProductDetailScreen';
import { DEFAULT_PRODUCT_IMAGE } from './productImage';

const GAYO = '/products/arabika-gayo-full-wash/BN-GAYO-250';

/** What the page sends to POST /api/Cart, seen on its way to the mock gateway. */
const cartPosts = spyOnRequests('post', '/api/Cart');
/** The lines of the n-th POST /api/Cart. */
const sentLines = (n = 0) => cartPosts.calls.mock.calls[n]?.[0] as NewCartLine[] | undefined;
/** The cart's lines read from the gateway (an add reads nothing before or after it sends). */
const cartReads = spyOnRequests('get', '/api/Cart');
const cartKeys = spyOnKeys('post', '/api/Cart');

const meta = preview.meta({
  title: 'Screens/Catalogue/ProductDetail',
  component: ProductDetailScreen,
  ...screenStory({ route: GAYO, spies: [cartPosts, cartReads, cartKeys] }),
});

/** The detail screen once its chunk and the product have loaded through the real route table. */
async function findProduct(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 });
  return canvas;
}

/** The open add-to-cart dialog once its entry animation is over. */
async function findForm(title: string) {
  return within(await findModal(title));
}

/** The product's page, its '+ Keranjang' pressed, and the add-to-cart dialog called `title`. */
async function openForm(canvasElement: HTMLElement, product: string, title: string) {
  const canvas = await findProduct(canvasElement, product);
  await userEvent.click(canvas.getByRole('button', { name: '+ Keranjang' }));
  return { canvas, form: await findForm(title) };
}

async function findAlert(title: string) {
  return findModal(title, 'alertdialog');
}

/** Gayo's form with two bags and the coarse grind chosen: the choice a failed add must keep. */
async function chooseTwoCoarseGayo(canvasElement: HTMLElement) {
  const { form } = await openForm(
    canvasElement,
    'Arabika Gayo Full Wash',
    'Jumlah & Opsi Pembelian',
  );
  await userEvent.click(form.getByRole('button', { name: 'Tambah jumlah' }));
  await userEvent.click(await form.findByRole('radio', { name: 'Kasar (French Press)' }));
  return form;
}

/** '+ Keranjang' in the form, then 'Ya, Tambahkan' in the confirmation it asks for. */
async function addConfirmed(form: ReturnType<typeof within>) {
  await userEvent.click(form.getByRole('button', { name: '+ Keranjang' }));
  const confirm = await findAlert('Kamu yakin?');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, Tambahkan' }));
}

/** The navbar's cart link, which shows the shared count once it has loaded. */
function findNavbarCart(canvasElement: HTMLElement, count: number) {
  return within(canvasElement).findByRole('link', { name: `Keranjang (${count})` });
}

export const GuestIsAskedToLogIn = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await findProduct(canvasElement, 'Arabika Gayo Full Wash');
    await expectLinkTo(canvas, 'Detail produk', '/products');
    await expect(canvas.getByText('Rp 125.000')).toBeVisible();
    // The unit as a shopper reads it, not the gateway's code 250GR.
    await expect(canvas.getByText('Harga per 250 g')).toBeVisible();
    await expect(canvas.getByText('Rp 115.000')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Deskripsi' })).toBeVisible();
    await expect(
      canvas.queryByRole('heading', { name: 'Produk yang mungkin kamu suka' }),
    ).toBeNull();
    // What search engines read of the page: the product at its shown price, and the trail to it.
    const [data] = structuredData(canvasElement);
    await expect(data?.['@graph']).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        name: 'Arabika Gayo Full Wash',
        sku: 'BN-GAYO-250',
        offers: [
          expect.objectContaining({
            price: 125_000,
            priceCurrency: 'IDR',
            availability: 'https://schema.org/InStock',
            url: expect.stringMatching(/\/products\/arabika-gayo-full-wash\/BN-GAYO-250$/u),
          }),
        ],
      }),
      expect.objectContaining({ '@type': 'BreadcrumbList' }),
    ]);

    await userEvent.click(canvas.getByRole('button', { name: '+ Keranjang' }));
    const form = await findForm('Jumlah & Opsi Pembelian');
    const grind = await form.findByRole('radiogroup', { name: /Tingkat penggilingan/u });
    // Beans need a grind level before anything is sent.
    await userEvent.click(form.getByRole('button', { name: '+ Keranjang' }));
    await expect(await form.findByText('Pilih tingkat penggilingan.')).toBeVisible();
    await userEvent.click(within(grind).getByRole('radio', { name: 'Halus (Espresso)' }));
    await userEvent.click(form.getByRole('button', { name: '+ Keranjang' }));

    const alert = await findAlert('Ooops, Login terlebih dahulu!');
    await expect(alert).toHaveTextContent(
      'Mohon login terlebih dahulu untuk melanjutkan pembelian. Login sekarang',
    );
    await userEvent.click(within(alert).getByRole('link', { name: 'Login sekarang' }));
    // The login page, told to come back to this product.
    await expectLocation(`/login?from=${encodeURIComponent(GAYO)}`);
    await findScreen(canvasElement, 'Login', 5000);
    await expect(cartPosts.calls).not.toHaveBeenCalled();
  },
});

/** The guest logs in through the real login form and comes back to the product. */
export const GuestLogsInAndComesBackToTheProduct = meta.story({
  globals: mobile,
  parameters: { route: '/products/kopi-susu-gula-aren/BV-KSGA' },
  play: async ({ canvasElement }) => {
    const product = '/products/kopi-susu-gula-aren/BV-KSGA';
    const { canvas, form } = await openForm(
      canvasElement,
      'Kopi Susu Gula Aren',
      'Tambah ke keranjang',
    );
    await userEvent.click(form.getByRole('button', { name: '+ Keranjang' }));
    const alert = await findAlert('Ooops, Login terlebih dahulu!');
    const login = within(alert).getByRole('link', { name: 'Login sekarang' });
    await expect(login).toHaveAttribute('href', `/login?from=${encodeURIComponent(product)}`);
    await userEvent.click(login);

    await expectLocation(`/login?from=${encodeURIComponent(product)}`);
    await logInThroughTheForm(canvasElement, 'siti');

    await expectLocation(product);
    await findProduct(canvasElement, 'Kopi Susu Gula Aren');
    // Signed in now: the top bar has the cart, and the page offers similar products.
    await expect(await canvas.findByRole('link', { name: /^Keranjang, \d+ item$/u })).toBeVisible();
    await expect(
      await canvas.findByRole('region', { name: 'Produk yang mungkin kamu suka' }),
    ).toBeVisible();
    await expect(cartPosts.calls).not.toHaveBeenCalled();
  },
});

export const GuestMobileBottomSheet = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const { form } = await openForm(canvasElement, 'Arabika Gayo Full Wash', 'Tambah ke keranjang');
    await expect(form.getByRole('textbox', { name: 'Jumlah' })).toBeVisible();
    const sheet = page.getByRole('dialog', { name: 'Tambah ke keranjang' });
    await expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight);
  },
});

export const CarouselWrapsAround = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await findProduct(canvasElement, 'Arabika Gayo Full Wash');
    const gallery = canvas.getByRole('region', { name: 'Gambar Arabika Gayo Full Wash' });
    const current = () => within(gallery).getByRole('group', { name: /dari 3$/u, hidden: false });
    await expect(current()).toHaveAccessibleName('1 dari 3');
    await userEvent.click(within(gallery).getByRole('button', { name: 'Gambar sebelumnya' }));
    await expect(current()).toHaveAccessibleName('3 dari 3');
    await userEvent.click(within(gallery).getByRole('button', { name: 'Gambar berikutnya' }));
    await expect(current()).toHaveAccessibleName('1 dari 3');
  },
});

export const CustomerAddsBeansWithAGrindLevel = meta.story({
  parameters: { session: 'siti' },
  play: async ({ canvasElement }) => {
    const canvas = await findProduct(canvasElement, 'Arabika Gayo Full Wash');
    const before = await getCartCount();
    await expect(await findNavbarCart(canvasElement, before)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '+ Keranjang' }));
    const form = await findForm('Jumlah & Opsi Pembelian');
    await expect(form.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('1');
    await userEvent.click(form.getByRole('button', { name: 'Tambah jumlah' }));
    await expect(form.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('2');

    // Another unit: its price is checked and the subtotal follows (2 × Rp 237.500).
    await userEvent.click(form.getByRole('button', { name: /Satuan/u }));
    await userEvent.click(await page.findByRole('option', { name: '500 g' }));
    await expect(await form.findByText('Rp 475.000')).toBeVisible();
    await expect(form.getByText('Harga per 500 g')).toBeVisible();
    // The dialog owns its unit: the page still shows the price of the default one.
    await expect(canvas.getByText('Harga per 250 g')).toBeVisible();

    await userEvent.click(await form.findByRole('radio', { name: 'Sedang (V60 / Drip)' }));
    await userEvent.click(form.getByRole('button', { name: '+ Keranjang' }));
    const confirm = await findAlert('Kamu yakin?');
    await expect(confirm).toHaveAccessibleDescription(
      'Arabika Gayo Full Wash akan ditambahkan ke keranjang.',
    );
    // A double click sends one line, not two.
    await userEvent.dblClick(within(confirm).getByRole('button', { name: 'Ya, Tambahkan' }));

    await cartPosts.expectOnce(() => page.getByRole('alertdialog', { name: 'Berhasil!' }));
    const done = await findAlert('Berhasil!');
    await expect(done).toHaveTextContent(
      'Arabika Gayo Full Wash berhasil ditambahkan ke keranjang.',
    );
    await expect(sentLines()).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({ code: 'BN-GAYO-250' }),
        quantity: 2,
        baseQuantity: 1000,
        price: 237_500,
        lineTotal: 475_000,
        lineStatus: 'Open',
        uom: { code: '500GR' },
        baseUoM: { code: 'GR' },
        remarks: 'Sedang (V60 / Drip)',
        lineDiscountAmount: 0,
        lineNumber: 1,
        lineTaxAmount: 0,
        outgoingTax: expect.objectContaining({ code: 'PPN11', isDefault: true }),
        incomingTax: {},
        weightInMG: 0,
        varianceJSON: '[]',
      }),
    ]);
    // The navbar's cart count was refreshed from the gateway: another unit is a line of its own.
    const after = await getCartCount();
    await expect(after).toBe(before + 1);
    await expect(await findNavbarCart(canvasElement, after)).toBeVisible();
    await userEvent.click(within(done).getByRole('button', { name: 'Okay!' }));
    await modalGone();
  },
});

export const CustomerAddsADrinkWithItsVariances = meta.story({
  parameters: {
    session: 'budi',
    route: '/products/kopi-susu-gula-aren/BV-KSGA',
  },
  play: async ({ canvasElement }) => {
    const { form } = await openForm(
      canvasElement,
      'Kopi Susu Gula Aren',
      'Jumlah & Opsi Pembelian',
    );
    const size = form.getByRole('radiogroup', { name: 'Ukuran' });
    const sugar = form.getByRole('radiogroup', { name: 'Gula' });
    await expect(form.getByRole('radiogroup', { name: 'Es' })).toBeVisible();
    await expect(form.queryByRole('radiogroup', { name: /Tingkat penggilingan/u })).toBeNull();
    // Each variance starts at its first value; arrow keys move the choice.
    await expect(within(size).getByRole('radio', { name: 'Regular' })).toBeChecked();
    await userEvent.click(within(size).getByRole('radio', { name: 'Regular' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(size).getByRole('radio', { name: 'Large' })).toBeChecked();
    await userEvent.click(within(sugar).getByRole('radio', { name: 'Less' }));
    await addConfirmed(form);
    await cartPosts.expectOnce(() => page.getByRole('alertdialog', { name: 'Berhasil!' }));
    const [line] = sentLines() ?? [];
    await expect(JSON.parse(line?.varianceJSON ?? 'null')).toEqual([
      { name: 'Ukuran', details: [{ value: 'Large' }] },
      { name: 'Gula', details: [{ value: 'Less' }] },
      { name: 'Es', details: [{ value: 'Normal' }] },
    ]);
    await expect(line?.remarks).toBe('');
  },
});

export const CustomerAddsDripsWithQuantityAndUnitOnly = meta.story({
  parameters: { session: 'budi', route: '/products/drip-bag-gayo-wine/DR-GAYO-5' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const { form } = await openForm(canvasElement, 'Drip Bag Gayo Wine', 'Tambah ke keranjang');
    await expect(form.getByRole('textbox', { name: 'Jumlah' })).toBeVisible();
    await expect(form.getByRole('button', { name: /Satuan/u })).toHaveTextContent('Isi 5');
    await expect(form.queryAllByRole('radiogroup')).toHaveLength(0);
    await userEvent.click(form.getByRole('button', { name: '+ Keranjang' }));
    const confirm = await findAlert('Kamu yakin?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tidak, Batalkan' }));
    // Cancelling keeps the form as it was, and sends nothing.
    await modalGone('alertdialog');
    await expect(form.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('1');
    await expect(cartPosts.calls).not.toHaveBeenCalled();
  },
});

/**
 * The line added but the answer lost (issue 22): said as unknown, never 'Gagal!', with nothing
 * read to find out; 'Coba lagi' sends the same line under the same key, and the gateway
 * answers it as it did the lost send: 'Berhasil!', and the line is in the cart once.
 */
export const AddAnswerLostThenRetriedAddsOnce = meta.story({
  parameters: {
    session: 'budi',
    route: '/products/drip-bag-gayo-wine/DR-GAYO-5',
    ...gatewayWith(answerLostOnce('post', '/api/Cart')),
  },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const { form } = await openForm(canvasElement, 'Drip Bag Gayo Wine', 'Tambah ke keranjang');
    await addConfirmed(form);
    const unknown = await findAlert('Belum bisa dipastikan');
    await expect(unknown).toHaveTextContent(
      'kami belum tahu apakah Drip Bag Gayo Wine di keranjangmu sudah diproses. Coba lagi: permintaan yang sama dikirim ulang',
    );
    await expect(page.queryByRole('alertdialog', { name: 'Gagal!' })).toBeNull();
    await expect(cartPosts.calls).toHaveBeenCalledTimes(1);

    await userEvent.click(within(unknown).getByRole('button', { name: 'Coba lagi' }));
    await expect(await findAlert('Berhasil!')).toHaveTextContent(
      'Drip Bag Gayo Wine berhasil ditambahkan ke keranjang.',
    );
    await expect(cartPosts.calls).toHaveBeenCalledTimes(2);
    const [first, retried] = cartKeys.calls.mock.calls;
    await expect(first?.[0]).toEqual(expect.any(String));
    await expect(retried?.[0]).toBe(first?.[0]);
    // Neither before the send nor after the lost answer was the cart read to find out.
    await expect(cartReads.calls).not.toHaveBeenCalled();
    const lines = await listCartLines();
    await expect(lines.map((line) => [line.product.code, line.quantity])).toEqual([
      ['DR-GAYO-5', 1],
    ]);
  },
});

export const CustomerSeesSimilarProducts = meta.story({
  parameters: { session: 'siti' },
  play: async ({ canvasElement }) => {
    const canvas = await findProduct(canvasElement, 'Arabika Gayo Full Wash');
    const similar = await canvas.findByRole('region', { name: 'Produk yang mungkin kamu suka' });
    const links = within(similar).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    await expect(links.map((link) => link.getAttribute('href'))).not.toContain(GAYO);
  },
});

export const AddingFailsAndKeepsTheForm = meta.story({
  parameters: { session: 'siti', ...gatewayWith(failing('post', '/api/Cart')) },
  beforeEach: () => watchGlobalErrors(),
  play: async ({ canvasElement }) => {
    const form = await chooseTwoCoarseGayo(canvasElement);
    await addConfirmed(form);
    const failed = await findAlert('Gagal!');
    await expect(failed).toHaveTextContent(
      'Terjadi kesalahan saat menambahkan Arabika Gayo Full Wash ke keranjang.',
    );
    // The page's own message, not the global error dialog as well.
    await expect(page.queryByRole('alertdialog', { name: 'Error!' })).toBeNull();
    await expectNoGlobalError();
    await userEvent.click(within(failed).getByRole('button', { name: 'Okay!' }));
    await expect(form.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('2');
    await expect(form.getByRole('radio', { name: 'Kasar (French Press)' })).toBeChecked();
  },
});

export const PriceCheckFails = meta.story({
  parameters: {
    session: 'siti',
  },
  beforeEach: ({ msw }) => {
    msw.use(failingOnce('get', '/api/Product/BN-GAYO-250/UoM/:uom'));
  },
  play: async ({ canvasElement }) => {
    const { canvas, form } = await openForm(
      canvasElement,
      'Arabika Gayo Full Wash',
      'Jumlah & Opsi Pembelian',
    );
    await userEvent.click(form.getByRole('button', { name: /Satuan/u }));
    await userEvent.click(await page.findByRole('option', { name: '1 kg' }));
    const problem = await form.findByRole('alert');
    await expect(problem).toHaveTextContent('Harga untuk satuan ini tidak dapat diperiksa.');
    await expect(form.getByRole('button', { name: '+ Keranjang' })).toBeDisabled();
    await userEvent.click(within(problem).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(form.getByRole('button', { name: '+ Keranjang' })).toBeEnabled());
    await expect(form.getByText('Harga per 1 kg')).toBeVisible();
    await expect(canvas.getByText('Harga per 250 g')).toBeVisible();
  },
});

/** A gateway that sends a unit without its label: the unit is shown by its code. */
export const UnitWithoutALabelShowsItsCode = meta.story({
  parameters: gatewayWith(
    http.get('*/api/UoMGroup/:code', () =>
      HttpResponse.json({
        code: 'BEAN-GR',
        sellPrice: 0,
        details: [
          { alternateUoM: { code: '250GR' }, baseUoM: { code: 'GR' }, baseQuantity: 250 },
          {
            alternateUoM: { code: '1KG', name: '1 kg' },
            baseUoM: { code: 'GR', name: 'Gram' },
            baseQuantity: 1000,
          },
        ],
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await findProduct(canvasElement, 'Arabika Gayo Full Wash');
    await expect(await canvas.findByText('Harga per 250GR')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '+ Keranjang' }));
    const form = await findForm('Jumlah & Opsi Pembelian');
    await expect(form.getByRole('button', { name: /Satuan/u })).toHaveTextContent('250GR');
    await userEvent.click(form.getByRole('button', { name: /Satuan/u }));
    await expect(await page.findByRole('option', { name: '250GR' })).toBeInTheDocument();
    // A labelled unit of the same group still reads as a shopper expects.
    await userEvent.click(await page.findByRole('option', { name: '1 kg' }));
    await expect(await form.findByText('Harga per 1 kg')).toBeVisible();
  },
});

export const Loading = meta.story({
  parameters: gatewayWith(neverAnswering('get', '/api/Product/:code')),
  play: async ({ canvasElement }) => {
    const busy = await waitFor(() => {
      const found = canvasElement.querySelector('[aria-busy="true"]');
      expect(found).not.toBeNull();
      return found;
    });
    await expect(busy).toHaveTextContent('Memuat detail produk…');
    await expect(within(canvasElement).getByRole('link', { name: 'Detail produk' })).toBeVisible();
    // Nothing is said of a product that is not known yet.
    await expect(structuredData(canvasElement)).toEqual([]);
  },
});

export const LoadErrorWithRetry = meta.story({
  globals: mobile,
  beforeEach: ({ msw }) => {
    msw.use(failingOnce('get', '/api/Product/:code'));
    return watchGlobalErrors();
  },
  play: async ({ canvasElement }) => {
    const { retry } = await findLoadError(canvasElement, 'Detail produk tidak dapat dimuat.');
    await expect(structuredData(canvasElement)).toEqual([]);
    await userEvent.click(retry);
    await findProduct(canvasElement, 'Arabika Gayo Full Wash');
    await expect(structuredData(canvasElement)).toHaveLength(1);
    await expectNoGlobalError();
  },
});

export const UnknownProductCode = meta.story({
  parameters: { route: '/products/apa-saja/TIDAK-ADA' },
  play: async ({ canvas, canvasElement }) => {
    await findScreen(canvasElement, 'Produk tidak ditemukan');
    await expect(structuredData(canvasElement)).toEqual([]);
    await userEvent.click(canvas.getByRole('link', { name: 'Lihat semua produk' }));
    await expectLocation('/products');
    await findScreen(canvasElement, 'Produk yang harus kamu coba!');
  },
});

const alertSpy = fn();

export const HostileDescriptionIsNeverExecuted = meta.story({
  parameters: { route: '/products/arabika-solok-radjo/BN-SOLK-250' },
  beforeEach: () => {
    const original = window.alert;
    window.alert = alertSpy;
    return () => {
      window.alert = original;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = await findProduct(canvasElement, 'Arabika Solok Radjo');
    const description = canvas.getByRole('region', { name: 'Deskripsi' });
    await expect(within(description).getByText('Stok terbatas setiap musim panen.')).toBeVisible();
    await expect(description.querySelector('script')).toBeNull();
    await expect(description.querySelector('[onerror], [onclick]')).toBeNull();
    const link = within(description).getByText('Lihat sertifikat kebun');
    await expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/iu);
    await userEvent.click(link);
    // Whatever the click queued has run by the time the next thing the shopper does shows.
    const gallery = canvas.getByRole('region', { name: 'Gambar Arabika Solok Radjo' });
    await userEvent.click(within(gallery).getByRole('button', { name: 'Gambar berikutnya' }));
    await waitFor(() =>
      expect(
        within(gallery).getByRole('group', { name: /dari 2$/u, hidden: false }),
      ).toHaveAccessibleName('2 dari 2'),
    );
    await expectLocation('/products/arabika-solok-radjo/BN-SOLK-250');
    await expect(alertSpy).not.toHaveBeenCalled();
  },
});

const bare = aProduct({
  code: 'BN-BARE',
  name: 'Kopi Tanpa Apa-apa',
  details: [],
  remarks: '<p>  </p><script>alert(1)</script>',
  uoMGroup: { code: 'TIDAK-ADA' },
});

export const NoImagesNoUnitsNoDescription = meta.story({
  parameters: {
    session: 'siti',
    route: '/products/kopi-tanpa-apa-apa/BN-BARE',
    ...gatewayWith(
      http.get('*/api/Product/BN-BARE', () => HttpResponse.json(bare)),
      http.get('*/api/Product/BN-BARE/Similar', () => HttpResponse.json([])),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await findProduct(canvasElement, 'Kopi Tanpa Apa-apa');
    const gallery = canvas.getByRole('region', { name: 'Gambar Kopi Tanpa Apa-apa' });
    await expect(within(gallery).getByRole('img')).toHaveAttribute('src', DEFAULT_PRODUCT_IMAGE);
    await expect(canvas.getByText('Belum ada deskripsi untuk produk ini.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '+ Keranjang' }));
    const form = await findForm('Jumlah & Opsi Pembelian');
    await expect(
      form.getByText('Satuan untuk produk ini belum tersedia, jadi produk ini belum bisa dibeli.'),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: '+ Keranjang' })).toBeDisabled();
  },
});

const longName = `Kopi ${'Sangat Panjang '.repeat(20)}`.slice(0, 300).trim();
const oddlyPriced = aProduct({
  code: 'BN-ODD',
  name: longName,
  sellPrice: 0,
  nonMemberPrice: 0,
  memberPrice: 0,
  uoMGroup: { code: 'BEAN-GR' },
});

export const LongNameAndNoPrice = meta.story({
  globals: mobile,
  parameters: {
    route: '/products/kopi/BN-ODD',
    ...gatewayWith(http.get('*/api/Product/BN-ODD', () => HttpResponse.json(oddlyPriced))),
  },
  play: async ({ canvasElement }) => {
    const canvas = await findProduct(canvasElement, longName);
    const heading = canvas.getByRole('heading', { level: 1 });
    // Three hundred characters wrap inside the page instead of pushing it sideways.
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByText('Harga belum tersedia')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '+ Keranjang' }));
    const form = await findForm('Tambah ke keranjang');
    await expect(form.getByRole('button', { name: '+ Keranjang' })).toBeDisabled();
  },
});

const OUT_OF_DATE = 'Kamu sedang offline. Yang tampil mungkin sudah tidak terbaru.';

/** The connection drops on a product's page: it stays, marked, until it is read again. */
export const OfflineKeepsTheProductMarked = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = await findProduct(canvasElement, 'Arabika Gayo Full Wash');
    connectionDrops();
    await expect(await canvas.findByText(OUT_OF_DATE)).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Arabika Gayo Full Wash',
    );
    connectionBack();
    await waitFor(() => expect(canvas.queryByText(OUT_OF_DATE)).toBeNull());
  },
});

/** Adding offline: said at once, nothing sent, the choice kept; online again it goes on. */
export const AddingOfflineSaysItNeedsAConnection = meta.story({
  parameters: { session: 'siti' },
  play: async ({ canvasElement }) => {
    const form = await chooseTwoCoarseGayo(canvasElement);

    connectionDrops();
    await userEvent.click(form.getByRole('button', { name: '+ Keranjang' }));
    const told = await findAlert('Ooops, kamu sedang offline!');
    await expect(told).toHaveTextContent(
      'Tidak ada koneksi internet. Pilihanmu tetap tersimpan, coba lagi saat online.',
    );
    await userEvent.click(within(told).getByRole('button', { name: 'Okay!' }));
    await modalGone('alertdialog');
    await expect(form.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('2');
    await expect(form.getByRole('radio', { name: 'Kasar (French Press)' })).toBeChecked();
    await expect(cartPosts.calls).not.toHaveBeenCalled();

    connectionBack();
    await userEvent.click(form.getByRole('button', { name: '+ Keranjang' }));
    await expect(await findAlert('Kamu yakin?')).toBeVisible();
  },
});
