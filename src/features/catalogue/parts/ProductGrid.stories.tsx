import { expectNoSidewaysScroll, mobile } from '@kit/dom';
import { manyProducts } from '@kit/products';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { ProductGrid } from './ProductGrid';

const meta = preview.meta({
  title: 'Parts/Catalogue/ProductGrid',
  component: ProductGrid,
  args: { products: manyProducts(8), listKey: 'Beans', label: 'Biji Kopi' },
});

/** The cards of the list named 'Biji Kopi', in the order shown. */
const cards = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Biji Kopi' })).getAllByRole('listitem');

/** How many cards stand side by side in the first row. */
function columns(items: HTMLElement[]): number {
  const top = items[0]?.getBoundingClientRect().top;
  return items.filter((item) => item.getBoundingClientRect().top === top).length;
}

export const FourColumnsOnDesktop = meta.story({
  play: async ({ canvasElement }) => {
    const items = cards(canvasElement);
    await expect(items).toHaveLength(8);
    await expect(columns(items)).toBe(4);
    // Each card is one product, a link named by it.
    await expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAccessibleName(
      'Gayo No. 1',
    );
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
});

/** The first card's picture is the largest paint: fetched first and at once, the rest lazily. */
export const FirstPictureFirst = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const pictures = cards(canvasElement).map((item) => item.querySelector('img'));
    const [first, ...rest] = pictures;
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    for (const picture of [first, ...rest]) {
      await expect(picture).toHaveAttribute('width', '400');
      await expect(picture).toHaveAttribute('height', '500');
    }
    for (const picture of rest) {
      await expect(picture).toHaveAttribute('loading', 'lazy');
      await expect(picture).not.toHaveAttribute('fetchpriority');
    }
  },
});

export const TwoColumnsOnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(columns(cards(canvasElement))).toBe(2);
    await expectNoSidewaysScroll();
  },
});

/** A thousand products are not rendered at once: a step, then more on request or scroll. */
export const LongListGrowsAsNeeded = meta.story({
  globals: mobile,
  args: { products: manyProducts(60) },
  play: async ({ canvasElement }) => {
    await expect(cards(canvasElement)).toHaveLength(24);
    const more = within(canvasElement).getByRole('button', { name: 'Tampilkan lebih banyak' });
    await userEvent.click(more);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(48));
    // Scrolling to the end brings the rest, after which nothing more is offered.
    within(canvasElement).getByRole('button', { name: 'Tampilkan lebih banyak' }).scrollIntoView();
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(60));
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
});
