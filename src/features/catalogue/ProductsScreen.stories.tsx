import { findLoadError, mobile, page } from '@kit/dom';
import {
  connectionBack,
  connectionDrops,
  failingOnce,
  gatewayWith,
  neverAnswering,
  spyOnRequests,
} from '@kit/gateway';
import { aProduct, manyProducts } from '@kit/products';
import {
  expectLocation,
  expectNoGlobalError,
  findScreen,
  screenStory,
  watchGlobalErrors,
} from '@kit/story';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { STORAGE_KEYS } from '@/lib/storage';
import ProductsScreen from './ProductsScreen';
import { DEFAULT_PRODUCT_IMAGE } from './productImage';

const productsAnswer = (products: unknown[]) =>
  http.get('*/api/Product', () => HttpResponse.json(products));

const meta = preview.meta({
  title: 'Screens/Catalogue/Products',
  component: ProductsScreen,
  ...screenStory({ route: '/products' }),
});

const heading = 'Produk yang harus kamu coba!';

/** The products screen once its chunk has loaded through the real route table. */
const productsScreen = (canvasElement: HTMLElement) => findScreen(canvasElement, heading, 5000);

async function findCatalogue(canvasElement: HTMLElement) {
  const canvas = await productsScreen(canvasElement);
  const tabs = await canvas.findByRole('tablist', { name: 'Kategori produk' }, { timeout: 5000 });
  return { canvas, tabs };
}

function columnsOf(list: HTMLElement): number {
  return getComputedStyle(list).gridTemplateColumns.split(' ').length;
}

export const GuestDesktop = meta.story({
  play: async ({ canvasElement }) => {
    const { canvas, tabs } = await findCatalogue(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Only the shown categories, in the gateway's order; the third is open by default.
    const names = within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    await expect(names).toEqual(['Minuman', 'Drip Bag', 'Biji Kopi']);
    await expect(canvas.getByRole('tab', { name: 'Biji Kopi' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const grid = canvas.getByRole('list', { name: 'Biji Kopi' });
    await expect(columnsOf(grid)).toBe(4);
    const first = within(grid).getAllByRole('link')[0];
    await expect(first).toHaveAccessibleName('Arabika Gayo Full Wash');
    await expect(first).toHaveAttribute('href', '/products/arabika-gayo-full-wash/BN-GAYO-250');
    // Member prices show only where they differ.
    await expect(within(grid).getAllByText('Harga member').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('heading', { name: 'Beli lagi, Yuk!' })).toBeNull();

    await userEvent.click(first as HTMLElement);
    await expectLocation('/products/arabika-gayo-full-wash/BN-GAYO-250');
    await findScreen(canvasElement, 'Arabika Gayo Full Wash');
  },
});

export const GuestMobile = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const { canvas } = await findCatalogue(canvasElement);
    const grid = canvas.getByRole('list', { name: 'Biji Kopi' });
    await expect(columnsOf(grid)).toBe(2);
    await expect(canvas.getByRole('searchbox', { name: 'Cari produk' })).toBeVisible();
  },
});

export const TabsByKeyboardAreRemembered = meta.story({
  play: async ({ canvasElement }) => {
    const { canvas } = await findCatalogue(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Biji Kopi' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Drip Bag' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(localStorage.getItem(STORAGE_KEYS.selectedCategory)).toBe('"Drips"');
    const grid = canvas.getByRole('list', { name: 'Drip Bag' });
    await expect(within(grid).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/products\/[^/]+\/DR-/u),
    );
  },
});

export const OpensTheRememberedCategory = meta.story({
  beforeEach: () => {
    localStorage.setItem(STORAGE_KEYS.selectedCategory, JSON.stringify('Beverages'));
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await findCatalogue(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Minuman' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Kopi Susu Gula Aren' })).toBeVisible();
  },
});

export const Loading = meta.story({
  parameters: gatewayWith(neverAnswering('get', '/api/Product')),
  play: async ({ canvasElement }) => {
    const canvas = await productsScreen(canvasElement);
    const busy = canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).not.toBeNull();
    await expect(busy).toHaveTextContent('Memuat produk…');
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
});

export const LoadErrorWithRetry = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failingOnce('get', '/api/Product'));
    return watchGlobalErrors();
  },
  play: async ({ canvasElement }) => {
    const canvas = await productsScreen(canvasElement);
    const { retry } = await findLoadError(
      canvasElement,
      'Produk tidak dapat dimuat.',
      'Something went wrong. Please try again later.',
    );
    await userEvent.click(retry);
    await findCatalogue(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    // The screen words its own failure: the global error dialog stays shut.
    await expectNoGlobalError();
  },
});

export const CustomerBuysAgain = meta.story({
  parameters: { session: 'siti' },
  play: async ({ canvasElement }) => {
    const canvas = await productsScreen(canvasElement);
    const section = await canvas.findByRole(
      'region',
      { name: 'Beli lagi, Yuk!' },
      { timeout: 5000 },
    );
    const links = within(section).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/products\//u));
    await findCatalogue(canvasElement);
  },
});

const topProducts = spyOnRequests('get', '/api/Product/Top');

export const CustomerWithoutPurchases = meta.story({
  parameters: { session: 'budi', ...gatewayWith(topProducts.handler) },
  beforeEach: () => {
    topProducts.calls.mockClear();
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await findCatalogue(canvasElement);
    // Nothing bought yet: once the shelf's request is answered, no empty 'Beli lagi' shelf.
    await waitFor(() => expect(topProducts.calls).toHaveBeenCalledOnce());
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
    await expect(canvas.queryByRole('heading', { name: 'Beli lagi, Yuk!' })).toBeNull();
  },
});

export const CustomerMobile = meta.story({
  parameters: { session: 'siti' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = await productsScreen(canvasElement);
    await canvas.findByRole('region', { name: 'Beli lagi, Yuk!' }, { timeout: 5000 });
    await findCatalogue(canvasElement);
  },
});

export const SortWithinTheTab = meta.story({
  play: async ({ canvasElement }) => {
    const { canvas } = await findCatalogue(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Urutkan/u }));
    await userEvent.click(await page.findByRole('option', { name: 'Termurah' }));
    // Each card's first amount is its non-member price, the one the sort follows.
    const prices = await waitFor(() => {
      const cards = within(canvas.getByRole('list', { name: 'Biji Kopi' })).getAllByRole('article');
      const values = cards.map((card) => Number(card.querySelector('data')?.getAttribute('value')));
      expect(values.length).toBeGreaterThan(2);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      return values;
    });
    // Not a shelf of one price, where any order would pass.
    await expect(prices[0]).toBeLessThan(prices.at(-1) ?? 0);
  },
});

export const EmptyCategory = meta.story({
  parameters: gatewayWith(productsAnswer([aProduct({ code: 'BN-ONLY', name: 'Satu-satunya' })])),
  play: async ({ canvasElement }) => {
    const { canvas } = await findCatalogue(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Minuman' }));
    await expect(canvas.getByRole('heading', { name: 'Belum ada produk' })).toBeVisible();
    await expect(canvas.getByText('0 produk')).toBeVisible();
  },
});

export const AThousandProductsRenderNearTheViewport = meta.story({
  parameters: gatewayWith(productsAnswer(manyProducts(1000))),
  play: async ({ canvasElement }) => {
    const { canvas } = await findCatalogue(canvasElement);
    await expect(canvas.getByText('333 produk')).toBeVisible();
    const grid = canvas.getByRole('list', { name: 'Biji Kopi' });
    // Only the first step is in the document, not 333 cards.
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(24);
    // The first picture is the page's largest paint, fetched at once; the others lazily.
    const [first, ...rest] = [...grid.querySelectorAll('img')];
    await expect(first?.loading).toBe('eager');
    await expect(rest.every((image) => image.loading === 'lazy')).toBe(true);

    // Scrolling to the end brings the next step.
    const more = canvas.getByRole('button', { name: 'Tampilkan lebih banyak' });
    more.scrollIntoView();
    await waitFor(() => expect(within(grid).getAllByRole('listitem').length).toBeGreaterThan(24));
    // The button is the way for those who do not scroll.
    const before = within(grid).getAllByRole('listitem').length;
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan lebih banyak' }));
    await waitFor(() =>
      expect(within(grid).getAllByRole('listitem').length).toBeGreaterThan(before),
    );
    window.scrollTo(0, 0);
  },
});

const longName = `Kopi ${'Sangat Panjang '.repeat(20)}`.slice(0, 300);

export const UnusualProducts = meta.story({
  parameters: gatewayWith(
    productsAnswer([
      aProduct({ code: 'BN-NOIMG', name: 'Tanpa Gambar', details: [] }),
      aProduct({ code: 'BN-LONG', name: longName }),
      aProduct({
        code: 'BN-FREE',
        name: 'Harga Nol',
        sellPrice: 0,
        nonMemberPrice: 0,
        memberPrice: 0,
      }),
      aProduct({ code: 'BN-SAME', name: 'Harga Sama', memberPrice: 95_000 }),
    ]),
  ),
  play: async ({ canvasElement }) => {
    const { canvas } = await findCatalogue(canvasElement);
    const grid = canvas.getByRole('list', { name: 'Biji Kopi' });
    const cards = within(grid).getAllByRole('article');
    const [noImage, long, free, same] = cards as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await expect(noImage.querySelector('img')).toHaveAttribute('src', DEFAULT_PRODUCT_IMAGE);
    // 300 characters are cut at 25, the full name stays available on hover.
    const longLink = within(long).getByRole('link');
    await expect(longLink.textContent).toBe('Kopi Sangat Panjang Sanga...');
    await expect(longLink.closest('h3')).toHaveAttribute('title', longName.trim());
    await expect(within(free).getByText('Harga belum tersedia')).toBeVisible();
    await expect(within(same).getByText('Rp 95.000')).toBeVisible();
    await expect(within(same).queryByText('Harga member')).toBeNull();
  },
});

const OUT_OF_DATE = 'Kamu sedang offline. Yang tampil mungkin sudah tidak terbaru.';

/** The connection drops with the catalogue on screen: it stays, marked, until it is read again. */
export const OfflineKeepsTheCatalogueMarked = meta.story({
  play: async ({ canvasElement }) => {
    const { canvas } = await findCatalogue(canvasElement);
    await expect(canvas.queryByText(OUT_OF_DATE)).toBeNull();

    connectionDrops();
    const note = await canvas.findByText(OUT_OF_DATE);
    await expect(note).toHaveAttribute('role', 'status');
    const grid = canvas.getByRole('list', { name: 'Biji Kopi' });
    await expect(within(grid).getAllByRole('link')[0]).toHaveAccessibleName(
      'Arabika Gayo Full Wash',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();

    // Back online: the catalogue is asked for again, and the note leaves with its answer.
    connectionBack();
    await waitFor(() => expect(canvas.queryByText(OUT_OF_DATE)).toBeNull());
    await expect(canvas.getByRole('list', { name: 'Biji Kopi' })).toBeVisible();
  },
});

/** Offline with nothing read yet: the error and 'Coba lagi', no note; back online it loads. */
export const OfflineWithoutTheCatalogue = meta.story({
  beforeEach: () => {
    connectionDrops();
    return watchGlobalErrors();
  },
  play: async ({ canvasElement }) => {
    const canvas = await productsScreen(canvasElement);
    await findLoadError(
      canvasElement,
      'Produk tidak dapat dimuat.',
      'Tidak dapat terhubung ke server. Periksa koneksi internetmu lalu coba lagi.',
    );
    await expect(canvas.queryByText(OUT_OF_DATE)).toBeNull();
    connectionBack();
    await findCatalogue(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expectNoGlobalError();
  },
});
