import { mobile } from '@kit/dom';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import {
  expectSummaryBeside,
  expectSummaryUnder,
  twoColumnPlaceholders,
} from '@/ui/storyTwoColumns';
import { CartSkeleton } from './CartSkeleton';

const meta = preview.meta({
  title: 'Parts/Cart/CartSkeleton',
  component: CartSkeleton,
});

/** The lines' and the summary's placeholders, in one loading area that says what loads. */
const columns = (canvasElement: HTMLElement) =>
  twoColumnPlaceholders(canvasElement, 'Memuat keranjang…');

/** Two lines, and the summary beside them as on the cart page. */
export const OnDesktop = meta.story({
  play: async ({ canvasElement }) => {
    const placeholders = await columns(canvasElement);
    await expect(placeholders.content?.children.length).toBe(2);
    await expectSummaryBeside(placeholders);
  },
});

/** On a phone the summary comes under the lines. */
export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => expectSummaryUnder(await columns(canvasElement)),
});
