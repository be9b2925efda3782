import { expectNoSidewaysScroll, mobile, page } from '@kit/dom';
import { expectLocation, withLocationProbe } from '@kit/story';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { SearchResults } from './SearchResults';
import { SHELF, SHOWN_CATEGORIES, SHOWN_NAMES } from './searchShelfStory';

/**
 * The results of the address's search over a small shelf (searchShelfStory): what the
 * address asks for is shown, and what the shopper changes here goes back into the address.
 */
const meta = preview.meta({
  title: 'Parts/Catalogue/SearchResults',
  component: SearchResults,
  args: { products: SHELF, categories: SHOWN_CATEGORIES },
  parameters: { route: '/products?q=gayo' },
  decorators: [withLocationProbe],
});

const resultNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Hasil pencarian' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

const robotsMeta = () => document.querySelector('meta[name="robots"]');

/**
 * Found across the tabs, each card with its category; the tumbler (a category the shop does
 * not show) never is. The count is announced, the page titled by the words, never indexed.
 */
export const FoundAcrossCategories = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Hasil pencarian' })).toBeVisible();
    await waitFor(() =>
      expect(resultNames(canvasElement)).toEqual(['Arabika Gayo Full Wash', 'Drip Bag Gayo Wine']),
    );
    const list = canvas.getByRole('list', { name: 'Hasil pencarian' });
    await expect(within(list).getByText('Biji Kopi')).toBeVisible();
    await expect(within(list).getByText('Drip Bag')).toBeVisible();
    await expect(canvas.queryByText('Tumbler Gayo')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 produk untuk "gayo"');
    await waitFor(() => expect(document.title).toMatch(/^Cari "gayo" · /u));
    await expect(robotsMeta()).toHaveAttribute('content', 'noindex');

    // Beside them on a desktop, each filter's values with their counts among the results.
    const filters = canvas.getByRole('complementary', { name: 'Filter' });
    const category = within(within(filters).getByRole('radiogroup', { name: 'Kategori' }));
    await expect(
      category.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Semua', 'Biji Kopi (1)', 'Drip Bag (1)']);
    await expect(category.getByRole('radio', { name: 'Semua' })).toBeChecked();
    await userEvent.click(category.getByRole('radio', { name: 'Drip Bag (1)' }));
    await expectLocation('/products?q=gayo&kategori=drip-bag');
    await waitFor(() => expect(resultNames(canvasElement)).toEqual(['Drip Bag Gayo Wine']));
    await expect(canvas.getByRole('status')).toHaveTextContent('1 produk untuk "gayo"');
  },
});

/** 'Urutkan' puts the results in another order, which the address keeps. */
export const SortedCheapestFirst = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const sort = canvas.getByRole('button', { name: /Urutkan/u });
    await expect(sort).toHaveTextContent('Paling cocok');
    await userEvent.click(sort);
    await userEvent.click(await page.findByRole('option', { name: 'Harga terendah' }));
    await expectLocation('/products?q=gayo&urut=termurah');
    await waitFor(() =>
      expect(resultNames(canvasElement)).toEqual(['Drip Bag Gayo Wine', 'Arabika Gayo Full Wash']),
    );
  },
});

/** Only a filter, no words: every shown product of it, and 'Semua' leaves the search. */
export const FilterWithoutWords = meta.story({
  parameters: { route: '/products?kategori=minuman' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(resultNames(canvasElement)).toEqual(['Kopi Susu Gula Aren', 'Cold Brew Toraja']),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(/^2 produk$/u);
    await waitFor(() => expect(document.title).toMatch(/^Filter produk · /u));
    const category = within(canvas.getByRole('radiogroup', { name: 'Kategori' }));
    await expect(category.getByRole('radio', { name: 'Minuman (2)' })).toBeChecked();
    await userEvent.click(category.getByRole('radio', { name: 'Semua' }));
    await expectLocation('/products');
    await waitFor(() => expect(resultNames(canvasElement)).toEqual(SHOWN_NAMES));
  },
});

/**
 * On a phone the filters wait behind a button that counts the chosen ones the shelf knows:
 * an origin it has never heard of (an old or edited link) is not counted.
 */
export const FiltersBehindAButtonOnAPhone = meta.story({
  globals: mobile,
  parameters: { route: '/products?q=gayo&kategori=drip-bag&asal=mars' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('complementary', { name: 'Filter' })).toBeNull();
    await waitFor(() => expect(resultNames(canvasElement)).toEqual(['Drip Bag Gayo Wine']));
    await userEvent.click(canvas.getByRole('button', { name: 'Filter (1)' }));
    const sheet = within(await page.findByRole('dialog', { name: 'Filter' }));
    const category = within(sheet.getByRole('radiogroup', { name: 'Kategori' }));
    await expect(category.getByRole('radio', { name: 'Drip Bag (1)' })).toBeChecked();
    await expect(
      within(sheet.getByRole('radiogroup', { name: 'Asal' })).getByRole('radio', { name: 'Semua' }),
    ).toBeChecked();
  },
});

/**
 * Nothing left after the filter: the count says so, the shop's picks are its first shown
 * products (never the tumbler, first in the gateway's order), and the filters can be cleared.
 */
export const NothingLeftAfterAFilter = meta.story({
  parameters: { route: '/products?q=gayo&kategori=minuman' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Yah, kopinya belum ketemu' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 produk untuk "gayo"');
    await expect(canvas.queryByRole('list', { name: 'Hasil pencarian' })).toBeNull();
    const picks = within(canvas.getByRole('list', { name: 'Mungkin kamu suka' }));
    await expect(picks.getAllByRole('link').map((link) => link.textContent)).toEqual(
      SHOWN_NAMES.slice(0, 4),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus semua filter' }));
    await expectLocation('/products?q=gayo');
    await expect(await canvas.findByRole('list', { name: 'Hasil pencarian' })).toBeVisible();
  },
});

const longWords = `gayo ${'x'.repeat(80)}`;
const cut = `gayo ${'x'.repeat(55)}...`;

/** A pasted wall of text: the count and the page's title carry its first 60 characters. */
export const ALongQuery = meta.story({
  parameters: { route: `/products?q=${encodeURIComponent(longWords)}` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Yah, kopinya belum ketemu' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(`0 produk untuk "${cut}"`);
    await waitFor(() => expect(document.title).toBe(`Cari "${cut}" · Kopi Nusantara`));
  },
});

/** On a phone, one long unbroken word wraps inside the screen, in the count and the sentence. */
export const ALongQueryOnAPhone = ALongQuery.extend({
  globals: mobile,
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 3, name: 'Yah, kopinya belum ketemu' });
    await expectNoSidewaysScroll();
  },
});
