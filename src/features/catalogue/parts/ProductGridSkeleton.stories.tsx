import { expectNoSidewaysScroll, findLoadingArea, mobile } from '@kit/dom';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { ProductGridSkeleton } from './ProductGridSkeleton';

const meta = preview.meta({
  title: 'Parts/Catalogue/ProductGridSkeleton',
  component: ProductGridSkeleton,
  args: { label: 'Memuat produk…' },
});

/** The placeholder cards of the loading area, and how many stand in its first row. */
async function placeholderCards(canvasElement: HTMLElement) {
  const area = await findLoadingArea(canvasElement, 'Memuat produk…');
  const cards = Array.from(area.querySelectorAll(':scope > div > div'));
  const top = cards[0]?.getBoundingClientRect().top;
  return { cards, inFirstRow: cards.filter((c) => c.getBoundingClientRect().top === top).length };
}

/** The grid's own shape, two rows of four, so nothing jumps when the products arrive. */
export const GridOnDesktop = meta.story({
  play: async ({ canvasElement }) => {
    const { cards, inFirstRow } = await placeholderCards(canvasElement);
    await expect(cards).toHaveLength(8);
    await expect(inFirstRow).toBe(4);
  },
});

export const GridOnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect((await placeholderCards(canvasElement)).inFirstRow).toBe(2);
    await expectNoSidewaysScroll();
  },
});

/** Standing in for a row of suggestions: one line of cards that scrolls, not a grid. */
export const Row = meta.story({
  args: { layout: 'row', cards: 4 },
  play: async ({ canvasElement }) => {
    const { cards, inFirstRow } = await placeholderCards(canvasElement);
    await expect(cards).toHaveLength(4);
    await expect(inFirstRow).toBe(4);
  },
});
