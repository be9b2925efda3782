import { mobile } from '@kit/dom';
import { manyProducts } from '@kit/products';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { ProductRow } from './ProductRow';

const meta = preview.meta({
  title: 'Parts/Catalogue/ProductRow',
  component: ProductRow,
  args: { title: 'Beli lagi, Yuk!', products: manyProducts(6) },
});

function rowOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const section = canvas.getByRole('region', { name: 'Beli lagi, Yuk!' });
  const list = within(section).getByRole('list', { name: 'Beli lagi, Yuk!' });
  return { section, list, items: within(list).getAllByRole('listitem') };
}

/** How many items can be seen whole without scrolling the row. */
function wholeItemsInView(list: HTMLElement, items: HTMLElement[]): number {
  const { left, right } = list.getBoundingClientRect();
  return items.filter((item) => {
    const box = item.getBoundingClientRect();
    return box.left >= left - 1 && box.right <= right + 1;
  }).length;
}

export const FourAcrossOnDesktop = meta.story({
  play: async ({ canvasElement }) => {
    const { section, list, items } = rowOf(canvasElement);
    await expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Beli lagi, Yuk!',
    );
    await expect(items).toHaveLength(6);
    // Each card is a heading one level under the row's title.
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expect(wholeItemsInView(list, items)).toBe(4);
    // The rest is a scroll away, inside the row, not past the page's edge.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});

export const SwipeOnPhones = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const { list, items } = rowOf(canvasElement);
    // Two whole cards and a part of the third, which says there is more to swipe to.
    await expect(wholeItemsInView(list, items)).toBe(2);
    const third = (items[2] as HTMLElement).getBoundingClientRect();
    await expect(third.left).toBeLessThan(list.getBoundingClientRect().right);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});

export const FewerThanARow = meta.story({
  args: { products: manyProducts(2) },
  play: async ({ canvasElement }) => {
    const { list, items } = rowOf(canvasElement);
    await expect(items).toHaveLength(2);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
});
