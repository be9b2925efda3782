import { expectNoSidewaysScroll, mobile } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { NoResults } from './NoResults';
import { SHELF, SHOWN_NAMES } from './searchShelfStory';

/** The shown products, as the results hand them on (the index's, in the catalogue's order). */
const SHOWN = SHELF.filter((product) => product.category.alias !== 'Merchandise');

/** What a search that found nothing shows in place of the results. */
const meta = preview.meta({
  title: 'Parts/Catalogue/NoResults',
  component: NoResults,
  args: {
    query: 'bubur ayam',
    hasFilters: false,
    products: SHOWN,
    onClearFilters: fn(),
    onClearSearch: fn(),
  },
});

const TITLE = 'Yah, kopinya belum ketemu';

/** Words only: said with the words, 'Hapus pencarian' the way out, four of the shop's picks. */
export const NothingForTheWords = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: TITLE })).toBeVisible();
    await expect(
      canvas.getByText(
        'Tidak ada produk yang cocok dengan "bubur ayam". Coba kata lain atau hapus filternya.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Hapus semua filter' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus pencarian' }));
    await expect(args.onClearSearch).toHaveBeenCalledOnce();

    const picks = canvas.getByRole('region', { name: 'Mungkin kamu suka' });
    await expect(
      within(picks).getByRole('heading', { level: 3, name: 'Mungkin kamu suka' }),
    ).toBeVisible();
    const cards = within(within(picks).getByRole('list', { name: 'Mungkin kamu suka' }));
    // The first four, in the catalogue's order, each with its category.
    await expect(cards.getAllByRole('link').map((link) => link.textContent)).toEqual(
      SHOWN_NAMES.slice(0, 4),
    );
    await expect(cards.getAllByText('Biji Kopi')).toHaveLength(2);
  },
});

/** With a filter chosen the way out is clearing the filters, words or not. */
export const NothingWithAFilter = meta.story({
  args: { hasFilters: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Hapus pencarian' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus semua filter' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
    await expect(args.onClearSearch).not.toHaveBeenCalled();
  },
});

/** Only filters, no words: the sentence speaks of the filter. */
export const FiltersWithoutWords = meta.story({
  args: { query: '', hasFilters: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Tidak ada produk yang cocok dengan filter ini. Coba hapus filternya.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hapus semua filter' })).toBeVisible();
  },
});

/** Nothing to clear (an order alone in the address): no button offered. */
export const NothingToClear = meta.story({
  args: { query: '', hasFilters: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: TITLE })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

/** A catalogue with nothing in it has no picks: no empty 'Mungkin kamu suka'. */
export const NoPicksWithoutProducts = meta.story({
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: TITLE })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Mungkin kamu suka' })).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
});

/** On a phone the message, its button and two picks a row fit the screen's width. */
export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Hapus pencarian' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const [first, second] = within(canvas.getByRole('list', { name: 'Mungkin kamu suka' }))
      .getAllByRole('listitem')
      .map((item) => item.getBoundingClientRect());
    await expect(second?.top).toBe(first?.top);
    await expectNoSidewaysScroll();
  },
});
