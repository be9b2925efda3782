import { findLoadingArea, mobile } from '@kit/dom';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { expectSummaryBeside, expectSummaryUnder } from '@/ui/storyTwoColumns';
import { OrderSkeleton } from './OrderSkeleton';

/** An order's page in outline while it loads: its heading, two lines and the summary. */
const meta = preview.meta({
  title: 'Parts/Orders/OrderSkeleton',
  component: OrderSkeleton,
});

/**
 * The page's heading, then one loading area that says 'Memuat pesanan…': the payment's box
 * and two lines in the main column, the summary's box after them.
 */
async function outline(canvasElement: HTMLElement) {
  await expect(
    within(canvasElement).getByRole('heading', { level: 1, name: 'Detail pesanan' }),
  ).toBeVisible();
  const area = await findLoadingArea(canvasElement, 'Memuat pesanan…');
  const content = area.querySelector(':scope > div') ?? undefined;
  const summary = area.lastElementChild ?? undefined;
  // The payment's box and the two lines.
  await expect(content?.children).toHaveLength(3);
  await expect(summary).not.toBe(content);
  return { content, summary };
}

/** The summary beside the lines, as on the order's page. */
export const OnDesktop = meta.story({
  play: async ({ canvasElement }) => expectSummaryBeside(await outline(canvasElement)),
});

/** On a phone the summary comes under the lines. */
export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => expectSummaryUnder(await outline(canvasElement)),
});
