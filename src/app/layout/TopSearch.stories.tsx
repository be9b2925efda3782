import { mobile } from '@kit/dom';
import { expectLocation, withLocationProbe } from '@kit/story';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { TopSearch } from './TopSearch';

/**
 * The top bars' search alone (the bars give it its look: Navbar's and MobileTopBar's stories
 * show it there, with '/' and Escape). Here: the plain form it is before its keys arrive,
 * what Enter sends, and where '/' is no shortcut.
 */
const meta = preview.meta({
  title: 'Parts/Layout/TopSearch',
  component: TopSearch,
  parameters: { route: '/blogs' },
  decorators: [withLocationProbe],
});

const HINT = 'Cari kopi, minuman, drip…';

const searchField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: 'Cari produk' });

/** The field once its keys have arrived (the page was idle): its hint says so. */
async function withItsKeys(canvasElement: HTMLElement) {
  const field = searchField(canvasElement);
  await waitFor(() => expect(field).toHaveAttribute('placeholder', HINT), { timeout: 4000 });
  return field;
}

/**
 * Before any script runs it is a plain search form: a GET to /products with the words as
 * `q`, which the catalogue reads (Enter works with a reload, offline too).
 */
export const APlainFormToTheCatalogue = meta.story({
  play: async ({ canvasElement }) => {
    const field = searchField(canvasElement);
    await expect(field).toBeVisible();
    await expect(field).toHaveAttribute('name', 'q');
    const form = field.closest('form');
    await expect(form).toHaveAttribute('action', '/products');
    await expect(form?.method).toBe('get');
    await expect(form?.closest('search')).not.toBeNull();
  },
});

/**
 * With its keys, Enter shows the results without reloading the shop (the story's page would
 * not survive a reload): the words as typed in the address, the field emptied and left. At
 * /products the catalogue's own field is the search, and this one steps aside.
 */
export const EnterShowsTheResults = meta.story({
  play: async ({ canvasElement }) => {
    const field = await withItsKeys(canvasElement);
    await userEvent.type(field, 'kopi & susu{Enter}');
    await expectLocation('/products?q=kopi+%26+susu');
    await expect(field).toHaveValue('');
    await expect(field).not.toHaveFocus();
    await expect(within(canvasElement).queryByRole('searchbox')).toBeNull();
    await expect(field.closest('search')).not.toBeVisible();
  },
});

/** Only spaces are no words: Enter shows the whole catalogue, with no empty `q`. */
export const OnlySpacesShowTheWholeCatalogue = meta.story({
  play: async ({ canvasElement }) => {
    const field = await withItsKeys(canvasElement);
    await userEvent.type(field, '   {Enter}');
    await expectLocation('/products');
  },
});

/** On the catalogue's own page the bar's search is hidden: one search field, the page's. */
export const OnTheCatalogue = meta.story({
  parameters: { route: '/products' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('searchbox')).toBeNull();
    await expect(canvasElement.querySelector('search')).toHaveAttribute('hidden');
  },
});

/**
 * '/' is the shortcut only where nothing is being typed and no modifier is held: a slash in
 * another field stays in it, Ctrl+/ is the browser's, a bare '/' puts the caret in the search.
 */
export const SlashOnlyWhereNothingIsTyped = meta.story({
  render: () => (
    <>
      <TopSearch />
      <label>
        Catatan pesanan <input />
      </label>
    </>
  ),
  play: async ({ canvasElement }) => {
    const field = await withItsKeys(canvasElement);
    const note = within(canvasElement).getByRole('textbox', { name: 'Catatan pesanan' });
    await userEvent.type(note, 'giling/kasar');
    await expect(note).toHaveValue('giling/kasar');
    await expect(note).toHaveFocus();
    note.blur();
    await userEvent.keyboard('{Control>}/{/Control}');
    await expect(field).not.toHaveFocus();
    await userEvent.keyboard('/');
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('');
  },
});

/** On a phone there is no keyboard shortcut: '/' leaves the search (an icon there) alone. */
export const NoShortcutOnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const field = await withItsKeys(canvasElement);
    await userEvent.keyboard('/');
    await expect(field).not.toHaveFocus();
    await userEvent.type(field, 'gayo{Enter}');
    await expectLocation('/products?q=gayo');
  },
});
