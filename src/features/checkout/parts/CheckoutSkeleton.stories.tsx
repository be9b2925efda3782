import { expectNoSidewaysScroll, findLoadingArea, mobile } from '@kit/dom';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { CheckoutSkeleton } from './CheckoutSkeleton';

const meta = preview.meta({
  title: 'Parts/Checkout/CheckoutSkeleton',
  component: CheckoutSkeleton,
  parameters: { layout: 'fullscreen' },
});

/** The page's two columns, the choices and the summary beside them, while the cart loads. */
async function columns(canvasElement: HTMLElement) {
  const area = await findLoadingArea(canvasElement, 'Memuat checkout…');
  const [main, aside] = Array.from(area.children).filter((child) => child.tagName === 'DIV');
  return { main: main?.getBoundingClientRect(), aside: aside?.getBoundingClientRect() };
}

/** One loading area that says 'Memuat checkout…'; the summary stands beside the choices. */
export const OnDesktop = meta.story({
  play: async ({ canvasElement }) => {
    const { main, aside } = await columns(canvasElement);
    await expect(aside?.left).toBeGreaterThanOrEqual(main?.right ?? Number.POSITIVE_INFINITY);
  },
});

/** On a phone the summary's placeholder comes under the choices'. */
export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const { main, aside } = await columns(canvasElement);
    await expect(aside?.top).toBeGreaterThanOrEqual(main?.bottom ?? Number.POSITIVE_INFINITY);
    await expectNoSidewaysScroll();
  },
});
