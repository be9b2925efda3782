import { mobile } from '@kit/dom';
import preview from '#.storybook/preview';
import {
  expectSummaryBeside,
  expectSummaryUnder,
  twoColumnPlaceholders,
} from '@/ui/storyTwoColumns';
import { CheckoutSkeleton } from './CheckoutSkeleton';

const meta = preview.meta({
  title: 'Parts/Checkout/CheckoutSkeleton',
  component: CheckoutSkeleton,
  parameters: { layout: 'fullscreen' },
});

/** The page's two columns, the choices and the summary, while the cart loads. */
const columns = (canvasElement: HTMLElement) =>
  twoColumnPlaceholders(canvasElement, 'Memuat checkout…');

/** One loading area that says 'Memuat checkout…'; the summary stands beside the choices. */
export const OnDesktop = meta.story({
  play: async ({ canvasElement }) => expectSummaryBeside(await columns(canvasElement)),
});

/** On a phone the summary's placeholder comes under the choices'. */
export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => expectSummaryUnder(await columns(canvasElement)),
});
