import { expectNoSidewaysScroll, findLoadingArea, mobile } from '@kit/dom';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { CartSkeleton } from './CartSkeleton';

const meta = preview.meta({
  title: 'Parts/Cart/CartSkeleton',
  component: CartSkeleton,
});

/** The lines' and the summary's placeholders, in one loading area that says what loads. */
async function shape(canvasElement: HTMLElement) {
  const area = await findLoadingArea(canvasElement, 'Memuat keranjang…');
  const [lines, summary] = Array.from(area.children).filter((child) => child.tagName === 'DIV');
  return {
    lineCount: lines?.children.length,
    lines: lines?.getBoundingClientRect(),
    summary: summary?.getBoundingClientRect(),
  };
}

/** Two lines, and the summary beside them as on the cart page. */
export const OnDesktop = meta.story({
  play: async ({ canvasElement }) => {
    const { lineCount, lines, summary } = await shape(canvasElement);
    await expect(lineCount).toBe(2);
    await expect(summary?.left).toBeGreaterThanOrEqual(lines?.right ?? Number.POSITIVE_INFINITY);
  },
});

/** On a phone the summary comes under the lines. */
export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const { lines, summary } = await shape(canvasElement);
    await expect(summary?.top).toBeGreaterThanOrEqual(lines?.bottom ?? Number.POSITIVE_INFINITY);
    await expectNoSidewaysScroll();
  },
});
