import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Route, Switch } from 'wouter';
import type { NewCartLine } from '@/api/cart';
import { getCartCount } from '@/api/cart';
import ProductDetailScreen from './ProductDetailScreen';
import { DEFAULT_PRODUCT_IMAGE } from './productImage';
import { CartCountProbe, desktop, mobile, screenBody } from './storySupport';
import { aProduct } from './testProducts';

const GAYO = '/products/arabika-gayo-full-wash/BN-GAYO-250';

function serverError(method: 'get' | 'post', path: string, options: { once?: boolean } = {}) {
  return http[method](
    `*${path}`,
    () =>
      HttpResponse.json(
        { error: 'server_error', error_description: 'Gateway sedang gangguan.' },
        { status: 500 },
      ),
    options,
  );
}

/** What the page sent to POST /api/Cart, recorded on the way to the mock gateway. */
const sentLines: NewCartLine[][] = [];
const recordCartPosts = http.post('*/api/Cart', async ({ request }) => {
  sentLines.push((await request.clone().json()) as NewCartLine[]);
});

/** The detail route, with the places its links lead to. */
function DetailRoutes() {
  return (
    <CartCountProbe>
      <Switch>
        <Route path="/products/:slug/:productCode">
          <ProductDetailScreen />
        </Route>
        <Route path="/products">
          <p>Halaman semua produk</p>
        </Route>
        <Route path="/login">
          <p>Halaman login</p>
        </Route>
      </Switch>
    </CartCountProbe>
  );
}

const meta = {
  title: 'Screens/Catalogue/ProductDetail',
  component: ProductDetailScreen,
  render: () => <DetailRoutes />,
  parameters: { route: GAYO },
  globals: desktop,
  beforeEach: () => {
    sentLines.length = 0;
  },
} satisfies Meta<typeof ProductDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function findProduct(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 });
  return canvas;
}

/** The open add-to-cart dialog once its entry animation is over. */
async function findForm(title: string) {
  const dialog = await screenBody.findByRole('dialog', { name: title });
  await waitFor(() => expect(dialog.closest('[data-entering]')).toBeNull());
  return within(dialog);
}

async function findAlert(title: string) {
  const alert = await screenBody.findByRole('alertdialog', { name: title }, { timeout: 5000 });
  await waitFor(() => expect(alert.closest('[data-entering]')).toBeNull());
  return alert;
}

export const GuestIsAskedToLogIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await findProduct(canvasElement, 'Arabika Gayo Full Wash');
    await expect(canvas.getByRole('link', { name: 'Detail produk' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(canvas.getByText('Rp 125.000')).toBeVisible();
    // The unit as a shopper reads it, not the gateway's code 250GR.
    await expect(canvas.getByText('Harga per 250 g')).toBeVisible();
    await expect(canvas.getByText('Rp 115.000')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Deskripsi' })).toBeVisible();
    await expect(
      canvas.queryByRole('heading', { name: 'Produk yang mungkin kamu suka' }),
    ).toBeNull();

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
      'Mohon login terlebih dahulu untuk melanjutkan pembelian',
    );
    await userEvent.click(within(alert).getByRole('link', { name: 'Login sekarang' }));
    await expect(await canvas.findByText('Halaman login')).toBeVisible();
    await expect(sentLines).toHaveLength(0);
  },
};

export const GuestMobileBottomSheet: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = await findProduct(canvasElement, 'Arabika Gayo Full Wash');
    await userEvent.click(canvas.getByRole('button', { name: '+ Keranjang' }));
    const form = await findForm('Tambah ke keranjang');
    await expect(form.getByRole('textbox', { name: 'Jumlah' })).toBeVisible();
    const sheet = screenBody.getByRole('dialog', { name: 'Tambah ke keranjang' });
    await expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight);
  },
};

export const CarouselWrapsAround: Story = {
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
};

export const CustomerAddsBeansWithAGrindLevel: Story = {
  parameters: { session: 'siti', msw: { handlers: [recordCartPosts] } },
  play: async ({ canvasElement }) => {
    const canvas = await findProduct(canvasElement, 'Arabika Gayo Full Wash');
    const before = await getCartCount();
    await userEvent.click(canvas.getByRole('button', { name: '+ Keranjang' }));
    const form = await findForm('Jumlah & Opsi Pembelian');
    await expect(form.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('1');
    await userEvent.click(form.getByRole('button', { name: 'Tambah jumlah' }));
    await expect(form.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('2');

    // Another unit: its price is checked and the subtotal follows (2 × Rp 237.500).
    await userEvent.click(form.getByRole('button', { name: /Satuan/u }));
    await userEvent.click(await screenBody.findByRole('option', { name: '500 g' }));
    await expect(await form.findByText('Rp 475.000')).toBeVisible();
    await expect(canvas.getByText('Harga per 500 g')).toBeVisible();

    await userEvent.click(await form.findByRole('radio', { name: 'Sedang (V60 / Drip)' }));
    await userEvent.click(form.getByRole('button', { name: '+ Keranjang' }));
    const confirm = await findAlert('Kamu yakin?');
    await expect(confirm).toHaveAccessibleDescription(
      'Arabika Gayo Full Wash akan ditambahkan ke keranjang.',
    );
    // A double click sends one line, not two.
    await userEvent.dblClick(within(confirm).getByRole('button', { name: 'Ya, Tambahkan' }));

    const done = await findAlert('Berhasil!');
    await expect(done).toHaveTextContent(
      'Arabika Gayo Full Wash berhasil ditambahkan ke keranjang.',
    );
    await expect(sentLines).toHaveLength(1);
    await expect(sentLines[0]).toEqual([
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
    // The shared cart count (the navbar's) was refreshed from the gateway.
    const after = await getCartCount();
    await expect(after).toBeGreaterThanOrEqual(before);
    await expect(canvas.getByRole('status', { name: 'Jumlah di keranjang' })).toHaveTextContent(
      String(after),
    );
    await userEvent.click(within(done).getByRole('button', { name: 'Okay!' }));
    await waitFor(() => expect(screenBody.queryByRole('dialog')).toBeNull());
  },
};

export const CustomerAddsADrinkWithItsVariances: Story = {
  parameters: {
    session: 'budi',
    route: '/products/kopi-susu-gula-aren/BV-KSGA',
    msw: { handlers: [recordCartPosts] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await findProduct(canvasElement, 'Kopi Susu Gula Aren');
    await userEvent.click(canvas.getByRole('button', { name: '+ Keranjang' }));
    const form = await findForm('Jumlah & Opsi Pembelian');
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
    await userEvent.click(form.getByRole('button', { name: '+ Keranjang' }));
    const confirm = await findAlert('Kamu yakin?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, Tambahkan' }));
    await findAlert('Berhasil!');
    await expect(sentLines).toHaveLength(1);
    const [line] = sentLines[0] ?? [];
    await expect(JSON.parse(line?.varianceJSON ?? 'null')).toEqual([
      { name: 'Ukuran', details: [{ value: 'Large' }] },
      { name: 'Gula', details: [{ value: 'Less' }] },
      { name: 'Es', details: [{ value: 'Normal' }] },
    ]);
    await expect(line?.remarks).toBe('');
  },
};

export const CustomerAddsDripsWithQuantityAndUnitOnly: Story = {
  parameters: { session: 'budi', route: '/products/drip-bag-gayo-wine/DR-GAYO-5' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = await findProduct(canvasElement, 'Drip Bag Gayo Wine');
    await userEvent.click(canvas.getByRole('button', { name: '+ Keranjang' }));
    const form = await findForm('Tambah ke keranjang');
    await expect(form.getByRole('textbox', { name: 'Jumlah' })).toBeVisible();
    await expect(form.getByRole('button', { name: /Satuan/u })).toHaveTextContent('Isi 5');
    await expect(form.queryAllByRole('radiogroup')).toHaveLength(0);
    await userEvent.click(form.getByRole('button', { name: '+ Keranjang' }));
    const confirm = await findAlert('Kamu yakin?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tidak, Batalkan' }));
    // Cancelling keeps the form as it was.
    await waitFor(() => expect(screenBody.queryByRole('alertdialog')).toBeNull());
    await expect(form.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('1');
  },
};

export const CustomerSeesSimilarProducts: Story = {
  parameters: { session: 'siti' },
  play: async ({ canvasElement }) => {
    const canvas = await findProduct(canvasElement, 'Arabika Gayo Full Wash');
    const similar = await canvas.findByRole('region', { name: 'Produk yang mungkin kamu suka' });
    const links = within(similar).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    await expect(links.map((link) => link.getAttribute('href'))).not.toContain(GAYO);
  },
};

export const AddingFailsAndKeepsTheForm: Story = {
  parameters: { session: 'siti', msw: { handlers: [serverError('post', '/api/Cart')] } },
  play: async ({ canvasElement }) => {
    const canvas = await findProduct(canvasElement, 'Arabika Gayo Full Wash');
    await userEvent.click(canvas.getByRole('button', { name: '+ Keranjang' }));
    const form = await findForm('Jumlah & Opsi Pembelian');
    await userEvent.click(form.getByRole('button', { name: 'Tambah jumlah' }));
    await userEvent.click(await form.findByRole('radio', { name: 'Kasar (French Press)' }));
    await userEvent.click(form.getByRole('button', { name: '+ Keranjang' }));
    const confirm = await findAlert('Kamu yakin?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, Tambahkan' }));
    const failed = await findAlert('Gagal!');
    await expect(failed).toHaveTextContent(
      'Terjadi kesalahan saat menambahkan Arabika Gayo Full Wash ke keranjang.',
    );
    // The page's own message, not the global error dialog as well.
    await expect(screenBody.queryByRole('alertdialog', { name: 'Error!' })).toBeNull();
    await userEvent.click(within(failed).getByRole('button', { name: 'Okay!' }));
    await expect(form.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('2');
    await expect(form.getByRole('radio', { name: 'Kasar (French Press)' })).toBeChecked();
  },
};

export const PriceCheckFails: Story = {
  parameters: {
    session: 'siti',
    msw: { handlers: [serverError('get', '/api/Product/BN-GAYO-250/UoM/:uom', { once: true })] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await findProduct(canvasElement, 'Arabika Gayo Full Wash');
    await userEvent.click(canvas.getByRole('button', { name: '+ Keranjang' }));
    const form = await findForm('Jumlah & Opsi Pembelian');
    await userEvent.click(form.getByRole('button', { name: /Satuan/u }));
    await userEvent.click(await screenBody.findByRole('option', { name: '1 kg' }));
    const problem = await form.findByRole('alert');
    await expect(problem).toHaveTextContent('Harga untuk satuan ini tidak dapat diperiksa.');
    await expect(form.getByRole('button', { name: '+ Keranjang' })).toBeDisabled();
    await userEvent.click(within(problem).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(form.getByRole('button', { name: '+ Keranjang' })).toBeEnabled());
    await expect(canvas.getByText('Harga per 1 kg')).toBeVisible();
  },
};

/** A gateway that sends a unit without its label: the unit is shown by its code. */
export const UnitWithoutALabelShowsItsCode: Story = {
  parameters: {
    msw: {
      handlers: [
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
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await findProduct(canvasElement, 'Arabika Gayo Full Wash');
    await expect(await canvas.findByText('Harga per 250GR')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '+ Keranjang' }));
    const form = await findForm('Jumlah & Opsi Pembelian');
    await expect(form.getByRole('button', { name: /Satuan/u })).toHaveTextContent('250GR');
    await userEvent.click(form.getByRole('button', { name: /Satuan/u }));
    await expect(await screenBody.findByRole('option', { name: '250GR' })).toBeInTheDocument();
    // A labelled unit of the same group still reads as a shopper expects.
    await userEvent.click(await screenBody.findByRole('option', { name: '1 kg' }));
    await expect(await canvas.findByText('Harga per 1 kg')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/Product/:code', async () => {
          await delay('infinite');
          return HttpResponse.json(null);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const busy = await waitFor(() => {
      const found = canvasElement.querySelector('[aria-busy="true"]');
      expect(found).not.toBeNull();
      return found;
    });
    await expect(busy).toHaveTextContent('Memuat detail produk…');
    await expect(within(canvasElement).getByRole('link', { name: 'Detail produk' })).toBeVisible();
  },
};

export const LoadErrorWithRetry: Story = {
  globals: mobile,
  parameters: { msw: { handlers: [serverError('get', '/api/Product/:code', { once: true })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Detail produk tidak dapat dimuat.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await findProduct(canvasElement, 'Arabika Gayo Full Wash');
  },
};

export const UnknownProductCode: Story = {
  parameters: { route: '/products/apa-saja/TIDAK-ADA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Produk tidak ditemukan' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Lihat semua produk' }));
    await expect(await canvas.findByText('Halaman semua produk')).toBeVisible();
  },
};

const alertSpy = fn();

export const HostileDescriptionIsNeverExecuted: Story = {
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
    await expect(alertSpy).not.toHaveBeenCalled();
  },
};

const bare = aProduct({
  code: 'BN-BARE',
  name: 'Kopi Tanpa Apa-apa',
  details: [],
  remarks: '<p>  </p><script>alert(1)</script>',
  uoMGroup: { code: 'TIDAK-ADA' },
});

export const NoImagesNoUnitsNoDescription: Story = {
  parameters: {
    session: 'siti',
    route: '/products/kopi-tanpa-apa-apa/BN-BARE',
    msw: {
      handlers: [
        http.get('*/api/Product/BN-BARE', () => HttpResponse.json(bare)),
        http.get('*/api/Product/BN-BARE/Similar', () => HttpResponse.json([])),
      ],
    },
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
};

const longName = `Kopi ${'Sangat Panjang '.repeat(20)}`.slice(0, 300).trim();
const oddlyPriced = aProduct({
  code: 'BN-ODD',
  name: longName,
  sellPrice: 0,
  nonMemberPrice: 0,
  memberPrice: 0,
  uoMGroup: { code: 'BEAN-GR' },
});

export const LongNameAndNoPrice: Story = {
  globals: mobile,
  parameters: {
    route: '/products/kopi/BN-ODD',
    msw: { handlers: [http.get('*/api/Product/BN-ODD', () => HttpResponse.json(oddlyPriced))] },
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
};
