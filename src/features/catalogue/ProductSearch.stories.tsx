import { mobile, page } from '@kit/dom';
import { connectionBack, connectionDrops } from '@kit/gateway';
import { HistoryRouter, storyHistory } from '@kit/history';
import { expectLocation, findScreen, StoryApp, screenStory } from '@kit/story';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import ProductsScreen from './ProductsScreen';

// One search over the whole catalogue (issue 38), on the real /products with the seed's 51
// products: as it is typed, from a shared address, filtered, without a result, offline.

const meta = preview.meta({
  title: 'Screens/Catalogue/Search',
  component: ProductsScreen,
  ...screenStory({ route: '/products' }),
});

const heading = 'Produk yang harus kamu coba!';

async function findSearch(canvasElement: HTMLElement) {
  const canvas = await findScreen(canvasElement, heading, 5000);
  const field = await canvas.findByRole('searchbox', { name: 'Cari produk' }, { timeout: 5000 });
  return { canvas, field };
}

const resultNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Hasil pencarian' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

const robotsMeta = () => document.head.querySelector('meta[name="robots"]');

/** Typed with a letter wrong, found across the tabs; the count is announced; the address keeps it. */
export const Typing = meta.story({
  play: async ({ canvasElement }) => {
    const { canvas, field } = await findSearch(canvasElement);
    await expect(robotsMeta()).toBeNull();
    await userEvent.type(field, 'torja');
    await expectLocation('/products?q=torja');
    await expect(await canvas.findByText(/^\d+ produk untuk "torja"$/u)).toHaveAttribute(
      'role',
      'status',
    );
    // From every tab, each labelled with its category; names with Toraja before the products
    // that only mention it.
    const names = await waitFor(() => {
      const shown = resultNames(canvasElement);
      expect(shown).toEqual(
        expect.arrayContaining([
          'Arabika Toraja Sapan',
          'Drip Bag Toraja Sapan',
          'Cold Brew Toraja',
        ]),
      );
      return shown;
    });
    const named = names.filter((name) => name?.includes('Toraja')).length;
    await expect(names.slice(0, named).every((name) => name?.includes('Toraja'))).toBe(true);
    const list = canvas.getByRole('list', { name: 'Hasil pencarian' });
    await expect(within(list).getAllByText('Biji Kopi').length).toBeGreaterThan(0);
    await expect(within(list).getAllByText('Drip Bag').length).toBeGreaterThan(0);
    await expect(within(list).getAllByText('Minuman').length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toMatch(/^Cari "torja" · /u));
    await expect(robotsMeta()).toHaveAttribute('content', 'noindex');

    // Escape clears it: the tabs again, and the result page's noindex is gone.
    await userEvent.keyboard('{Escape}');
    await expectLocation('/products');
    await expect(await canvas.findByRole('tablist', { name: 'Kategori produk' })).toBeVisible();
    await waitFor(() => expect(robotsMeta()).toBeNull());
  },
});

const history = storyHistory('/products');

const shownOnceSettled = (canvasElement: HTMLElement, query: string) =>
  waitFor(() => {
    // The count says the query: the results are this search's, not the one before.
    expect(
      within(canvasElement).getByText(new RegExp(`^\\d+ produk untuk "${query}"$`, 'u')),
    ).toBeVisible();
    const shown = resultNames(canvasElement);
    expect(shown.length).toBeGreaterThan(0);
    return shown;
  });

/** Back and Forward walk between two searches: the field, the results and the address follow. */
export const BackAndForwardBetweenSearches = meta.story({
  render: () => (
    <HistoryRouter history={history}>
      <StoryApp />
    </HistoryRouter>
  ),
  beforeEach: () => history.reset(),
  play: async ({ canvasElement }) => {
    const { canvas, field } = await findSearch(canvasElement);
    await userEvent.type(field, 'gayo');
    await expectLocation('/products?q=gayo');
    const gayo = await shownOnceSettled(canvasElement, 'gayo');
    // Escape clears it (a new entry), and a second search starts.
    await userEvent.keyboard('{Escape}');
    await expectLocation('/products');
    await userEvent.type(field, 'toraja');
    await expectLocation('/products?q=toraja');
    const toraja = await shownOnceSettled(canvasElement, 'toraja');
    await expect(toraja).not.toEqual(gayo);

    history.back();
    await expectLocation('/products');
    await expect(field).toHaveValue('');
    await expect(await canvas.findByRole('tablist', { name: 'Kategori produk' })).toBeVisible();
    history.back();
    await expectLocation('/products?q=gayo');
    await expect(field).toHaveValue('gayo');
    await expect(await shownOnceSettled(canvasElement, 'gayo')).toEqual(gayo);
    history.forward();
    history.forward();
    await expectLocation('/products?q=toraja');
    await expect(field).toHaveValue('toraja');
    await expect(await shownOnceSettled(canvasElement, 'toraja')).toEqual(toraja);
  },
});

/** A shared or bookmarked address opens its search: query, filter and order. */
export const FromASharedAddress = meta.story({
  parameters: { route: '/products?q=arabika&asal=gayo&urut=termahal' },
  play: async ({ canvasElement }) => {
    const { canvas, field } = await findSearch(canvasElement);
    await expect(field).toHaveValue('arabika');
    const origin = await canvas.findByRole('radiogroup', { name: 'Asal' }, { timeout: 5000 });
    await expect(within(origin).getByRole('radio', { name: /^Gayo \(\d+\)$/u })).toBeChecked();
    const names = await waitFor(() => {
      const shown = resultNames(canvasElement);
      expect(shown.length).toBeGreaterThan(1);
      return shown;
    });
    for (const name of names) await expect(name).toMatch(/Gayo/u);
    await expect(canvas.getByRole('button', { name: /Urutkan/u })).toHaveTextContent(
      'Harga tertinggi',
    );
  },
});

/** Beside the results on a desktop: each value with its count; choosing one narrows them. */
export const FilteredOnADesktop = meta.story({
  parameters: { route: '/products?q=kopi' },
  play: async ({ canvasElement }) => {
    const { canvas } = await findSearch(canvasElement);
    const filters = await canvas.findByRole('complementary', { name: 'Filter' }, { timeout: 5000 });
    const flavour = within(filters).getByRole('radiogroup', { name: 'Rasa' });
    const label = within(flavour).getByText(/^Asam segar \(\d+\)$/u).textContent ?? '';
    const count = Number(/\d+/u.exec(label)?.[0]);
    await expect(count).toBeGreaterThan(0);
    await userEvent.click(within(flavour).getByRole('radio', { name: label }));
    await expectLocation('/products?q=kopi&rasa=asam-segar');
    await waitFor(() => expect(resultNames(canvasElement)).toHaveLength(count));
    await expect(canvas.getByText(`${count} produk untuk "kopi"`)).toBeVisible();
  },
});

/** On a phone the filters open in a sheet: tried there, applied with 'Terapkan', 'Reset' clears. */
export const FilteredOnAPhone = meta.story({
  globals: mobile,
  parameters: { route: '/products?q=arabika' },
  play: async ({ canvasElement }) => {
    const { canvas } = await findSearch(canvasElement);
    await expect(canvas.queryByRole('complementary', { name: 'Filter' })).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: 'Filter' }, { timeout: 5000 }));
    const sheet = await page.findByRole('dialog', { name: 'Filter' });
    const origin = within(sheet).getByRole('radiogroup', { name: 'Asal' });
    await userEvent.click(within(origin).getByRole('radio', { name: /^Toraja/u }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Reset' }));
    await expect(within(origin).getByRole('radio', { name: 'Semua' })).toBeChecked();
    await userEvent.click(within(origin).getByRole('radio', { name: /^Toraja/u }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Terapkan' }));
    await expectLocation('/products?q=arabika&asal=toraja');
    await expect(await canvas.findByRole('button', { name: 'Filter (1)' })).toBeVisible();
    await waitFor(() => expect(resultNames(canvasElement)).toEqual(['Arabika Toraja Sapan']));
  },
});

/** Nothing found: said kindly, the filters can be cleared, and the shop's picks stand in. */
export const NoResult = meta.story({
  parameters: { route: '/products?q=bubur+ayam&kategori=minuman' },
  play: async ({ canvasElement }) => {
    const { canvas } = await findSearch(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Yah, kopinya belum ketemu' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('0 produk untuk "bubur ayam"')).toBeVisible();
    const picks = canvas.getByRole('list', { name: 'Mungkin kamu suka' });
    await expect(within(picks).getAllByRole('link')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus semua filter' }));
    await expectLocation('/products?q=bubur+ayam');
    await userEvent.click(await canvas.findByRole('button', { name: 'Hapus pencarian' }));
    await expectLocation('/products');
  },
});

/** Markup, emoji, right-to-left marks and .*[( are text: shown as typed, found as text. */
export const OddInput = meta.story({
  parameters: { route: `/products?q=${encodeURIComponent('<i>zzz</i>.*[(☕\u200f')}&asal=mars` },
  play: async ({ canvasElement }) => {
    const { canvas, field } = await findSearch(canvasElement);
    await expect(field).toHaveValue('<i>zzz</i>.*[(☕\u200f');
    await expect(
      await canvas.findByRole('heading', { name: 'Yah, kopinya belum ketemu' }, { timeout: 5000 }),
    ).toBeVisible();
    // The unknown origin is ignored: nothing to clear but the words.
    await expect(canvas.queryByRole('button', { name: 'Hapus semua filter' })).toBeNull();
  },
});

/** Offline, the search runs over the catalogue already read, with the shop's offline note. */
export const Offline = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const { canvas, field } = await findSearch(canvasElement);
    connectionDrops();
    try {
      await userEvent.type(field, 'gayo');
      await waitFor(() => expect(resultNames(canvasElement)[0]).toMatch(/Gayo/u));
      await expect(
        await canvas.findByText('Kamu sedang offline. Yang tampil mungkin sudah tidak terbaru.'),
      ).toBeVisible();
    } finally {
      connectionBack();
    }
  },
});
