import { expectLocation, withLocationProbe } from '@kit/story';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { SHELF, SHOWN_CATEGORIES } from '../search/searchShelfStory';
import { CatalogueBrowser } from './CatalogueBrowser';

/** The catalogue under its search field: the tabs, or, while the address is a search, its results. */
const meta = preview.meta({
  title: 'Parts/Catalogue/CatalogueBrowser',
  component: CatalogueBrowser,
  args: { categories: SHOWN_CATEGORIES, products: SHELF, selected: 'Beans', onSelect: fn() },
  parameters: { route: '/products' },
  decorators: [withLocationProbe],
});

const findResults = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('list', { name: 'Hasil pencarian' }, { timeout: 5000 });

const namesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);

/**
 * The open tab's products until a word is typed; then the results from every tab in their
 * place (a drip bag found from the beans' tab), and the tabs again once the field is emptied.
 */
export const TabsUntilASearch = meta.story({
  play: async ({ canvas }) => {
    const tabs = canvas.getByRole('tablist', { name: 'Kategori produk' });
    await expect(within(tabs).getByRole('tab', { name: 'Biji Kopi' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const field = canvas.getByRole('searchbox', { name: 'Cari produk' });
    await userEvent.type(field, 'gayo');
    await expectLocation('/products?q=gayo');
    const results = await findResults(canvas);
    await waitFor(() =>
      expect(namesIn(results)).toEqual(['Arabika Gayo Full Wash', 'Drip Bag Gayo Wine']),
    );
    await expect(canvas.queryByRole('tablist')).toBeNull();

    await userEvent.keyboard('{Escape}');
    await expectLocation('/products');
    await expect(await canvas.findByRole('tablist', { name: 'Kategori produk' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Hasil pencarian' })).toBeNull();
  },
});

/** An address that is a search opens on its results, the field holding its words. */
export const OpenedOnASearch = meta.story({
  parameters: { route: '/products?q=toraja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Cari produk' })).toHaveValue('toraja');
    const results = await findResults(canvas);
    await waitFor(() =>
      expect(namesIn(results)).toEqual(['Arabika Toraja Sapan', 'Cold Brew Toraja']),
    );
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
});

/** An order alone makes the address a search too: every shown product, cheapest first. */
export const AnOrderAloneIsASearch = meta.story({
  parameters: { route: '/products?urut=termurah' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Cari produk' })).toHaveValue('');
    const results = await findResults(canvas);
    await waitFor(() =>
      expect(namesIn(results)).toEqual([
        'Kopi Susu Gula Aren',
        'Cold Brew Toraja',
        'Drip Bag Gayo Wine',
        'Arabika Toraja Sapan',
        'Arabika Gayo Full Wash',
      ]),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(/^5 produk$/u);
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
});
