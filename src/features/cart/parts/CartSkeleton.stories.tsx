import { expectNoSidewaysScroll, findLoadingArea, mobile } from '@kit/dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CartSkeleton } from './CartSkeleton';

const meta = {
  title: 'Parts/Cart/CartSkeleton',
  component: CartSkeleton,
} satisfies Meta<typeof CartSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

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
export const OnDesktop: Story = {
  play: async ({ canvasElement }) => {
    const { lineCount, lines, summary } = await shape(canvasElement);
    await expect(lineCount).toBe(2);
    await expect(summary?.left).toBeGreaterThanOrEqual(lines?.right ?? Number.POSITIVE_INFINITY);
  },
};

/** On a phone the summary comes under the lines. */
export const OnAPhone: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const { lines, summary } = await shape(canvasElement);
    await expect(summary?.top).toBeGreaterThanOrEqual(lines?.bottom ?? Number.POSITIVE_INFINITY);
    await expectNoSidewaysScroll();
  },
};
