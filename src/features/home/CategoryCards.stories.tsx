import {
  expectDecorative,
  expectLinkTo,
  expectNoSidewaysScroll,
  expectNotice,
  findLoadingArea,
  mobile,
} from '@kit/dom';
import { categories as seedCategories } from '@mocks/seed/categories';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { CategoryCards } from './CategoryCards';

/** The mock gateway's categories (three shown, two hidden), and one listed twice. */
const categories = [...seedCategories, { name: 'Biji Kopi (lama)', alias: 'Beans' }];

const meta = preview.meta({
  title: 'Parts/Home/CategoryCards',
  component: CategoryCards,
  args: { state: { status: 'success' as const, categories }, onSelect: fn() },
});

export const ShownCategories = meta.story({
  play: async ({ canvas, args }) => {
    const cards = canvas.getAllByRole('listitem');
    await expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([
      'Minuman',
      'Drip Bag',
      'Biji Kopi',
    ]);
    // Each card is one link, to the catalogue, described by what the category offers.
    const beans = canvas.getByRole('link', { name: 'Biji Kopi' });
    await expect(beans).toHaveAttribute('href', '/products');
    await expect(beans).toHaveAccessibleDescription(
      'Biji kopi single origin Nusantara, utuh atau digiling sesuai alat seduhmu.',
    );
    for (const card of cards) {
      await expectDecorative(card.querySelector('svg'));
      await expectDecorative(within(card).getByText('Lihat produk →'));
    }
    await userEvent.click(beans);
    await expect(args.onSelect).toHaveBeenCalledWith('Beans');
  },
});

/** Enter follows the link on keydown: the choice is still stored before the page changes. */
export const ChosenByKeyboard = meta.story({
  play: async ({ canvas, args }) => {
    canvas.getByRole('link', { name: 'Drip Bag' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith('Drips');
  },
});

export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem').map((c) => c.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThanOrEqual(first?.bottom ?? 0);
    await expectNoSidewaysScroll();
  },
});

export const Loading = meta.story({
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await findLoadingArea(canvasElement, 'Memuat kategori produk…');
  },
});

export const FailedWithRetry = meta.story({
  args: { state: { status: 'error', onRetry: fn() } },
  play: async ({ canvas, canvasElement, args }) => {
    await expectNotice(
      canvasElement,
      { name: 'Kategori produk belum bisa dimuat', level: 3 },
      'Periksa koneksi internetmu lalu coba lagi.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.state.status === 'error' && args.state.onRetry).toHaveBeenCalledOnce();
  },
});

/** Only hidden categories: the way to the products is still there. */
export const NoneToShow = meta.story({
  args: {
    state: { status: 'success', categories: [{ name: 'Merchandise', alias: 'Merchandise' }] },
  },
  play: async ({ canvas, canvasElement }) => {
    await expectNotice(
      canvasElement,
      { name: 'Kategori produk belum tersedia', level: 3 },
      'Semua produk kami tetap bisa kamu lihat di halaman Produk.',
    );
    await expectLinkTo(canvas, 'Lihat produk', '/products');
  },
});
