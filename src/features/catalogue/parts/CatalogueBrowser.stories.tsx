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

/** The results in the tabs' place once their code has downloaded, naming `names` in that order. */
async function expectResults(canvas: ReturnType<typeof within>, names: string[]) {
  const list = await canvas.findByRole('list', { name: 'Hasil pencarian' }, { timeout: 5000 });
  await waitFor(() =>
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(names),
  );
  await expect(canvas.queryByRole('tablist')).toBeNull();
}

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
    await expectResults(canvas, ['Arabika Gayo Full Wash', 'Drip Bag Gayo Wine']);

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
    await expectResults(canvas, ['Arabika Toraja Sapan', 'Cold Brew Toraja']);
  },
});

/** An order alone makes the address a search too: every shown product, cheapest first. */
export const AnOrderAloneIsASearch = meta.story({
  parameters: { route: '/products?urut=termurah' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Cari produk' })).toHaveValue('');
    await expectResults(canvas, [
      'Kopi Susu Gula Aren',
      'Cold Brew Toraja',
      'Drip Bag Gayo Wine',
      'Arabika Toraja Sapan',
      'Arabika Gayo Full Wash',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent(/^5 produk$/u);
  },
});
