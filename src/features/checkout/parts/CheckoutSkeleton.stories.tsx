import { expectNoSidewaysScroll, findLoadingArea, mobile } from '@kit/dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CheckoutSkeleton } from './CheckoutSkeleton';

const meta = {
  title: 'Parts/Checkout/CheckoutSkeleton',
  component: CheckoutSkeleton,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CheckoutSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's two columns, the choices and the summary beside them, while the cart loads. */
async function columns(canvasElement: HTMLElement) {
  const area = await findLoadingArea(canvasElement, 'Memuat checkout…');
  const [main, aside] = Array.from(area.children).filter((child) => child.tagName === 'DIV');
  return { main: main?.getBoundingClientRect(), aside: aside?.getBoundingClientRect() };
}

/** One loading area that says 'Memuat checkout…'; the summary stands beside the choices. */
export const OnDesktop: Story = {
  play: async ({ canvasElement }) => {
    const { main, aside } = await columns(canvasElement);
    await expect(aside?.left).toBeGreaterThanOrEqual(main?.right ?? Number.POSITIVE_INFINITY);
  },
};

/** On a phone the summary's placeholder comes under the choices'. */
export const OnAPhone: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const { main, aside } = await columns(canvasElement);
    await expect(aside?.top).toBeGreaterThanOrEqual(main?.bottom ?? Number.POSITIVE_INFINITY);
    await expectNoSidewaysScroll();
  },
};
