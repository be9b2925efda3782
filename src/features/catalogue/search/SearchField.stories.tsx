import { HistoryRouter, storyHistory } from '@kit/history';
import { expectLocation, withLocationProbe } from '@kit/story';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import preview from '#.storybook/preview';
import { SearchField } from './SearchField';

/** The catalogue's one search field: it shows, and writes, the address's search. */
const meta = preview.meta({
  title: 'Parts/Catalogue/SearchField',
  component: SearchField,
  args: { onFirstUse: fn() },
  parameters: { route: '/products' },
  decorators: [withLocationProbe],
});

const findField = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('searchbox', { name: 'Cari produk' });

/**
 * A search landmark with its field; the first focus starts the results' download, each key
 * goes into the address, Escape empties it.
 */
export const TypingWritesTheAddress = meta.story({
  play: async ({ canvas, args }) => {
    const field = findField(canvas);
    // In a search landmark of that name (<search>, which testing-library does not map).
    await expect(field.closest('search')).toHaveAttribute('aria-label', 'Cari produk');
    await expect(field).toHaveAttribute('placeholder', 'Cari kopi, minuman, drip…');
    await expect(field).toHaveValue('');
    await expect(args.onFirstUse).not.toHaveBeenCalled();
    await userEvent.click(field);
    await expect(args.onFirstUse).toHaveBeenCalled();

    await userEvent.type(field, 'gayo');
    await expectLocation('/products?q=gayo');
    await expect(field).toHaveValue('gayo');
    await userEvent.keyboard('{Escape}');
    await expectLocation('/products');
    await expect(field).toHaveValue('');
  },
});

/**
 * A shared search shows its words; typing and Escape change the words only, the filter and
 * the order stay.
 */
export const FromASharedAddress = meta.story({
  parameters: { route: '/products?q=toraja&asal=toraja&urut=termurah' },
  play: async ({ canvas }) => {
    const field = findField(canvas);
    await expect(field).toHaveValue('toraja');

    await userEvent.type(field, ' sapan');
    await expectLocation('/products?q=toraja+sapan&asal=toraja&urut=termurah');
    await userEvent.keyboard('{Escape}');
    await expectLocation('/products?asal=toraja&urut=termurah');
    await expect(field).toHaveValue('');
  },
});

const history = storyHistory('/products');

/**
 * The first key is a new history entry, the others replace it: Back returns to the page before
 * the search, not to the word less a letter; Forward brings the word back.
 */
export const BackSkipsTheLetters = meta.story({
  decorators: [
    (Story) => (
      <HistoryRouter history={history}>
        <Story />
      </HistoryRouter>
    ),
  ],
  beforeEach: () => history.reset(),
  play: async ({ canvas }) => {
    const field = findField(canvas);
    await userEvent.type(field, 'kopi');
    await expect(field).toHaveValue('kopi');
    history.back();
    await waitFor(() => expect(field).toHaveValue(''));
    history.forward();
    await waitFor(() => expect(field).toHaveValue('kopi'));
  },
});
