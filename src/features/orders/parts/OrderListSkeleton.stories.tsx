import { expectNoSidewaysScroll, findLoadingArea, mobile } from '@kit/dom';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { OrderListSkeleton } from './OrderListSkeleton';

/** Two order cards in outline while the order list loads. */
const meta = preview.meta({
  title: 'Parts/Orders/OrderListSkeleton',
  component: OrderListSkeleton,
  play: async ({ canvasElement }) => {
    const area = await findLoadingArea(canvasElement, 'Memuat pesanan…');
    await expect(area.querySelectorAll(':scope > div')).toHaveLength(2);
    await expectNoSidewaysScroll();
  },
});

export const OnDesktop = meta.story({});
export const OnAPhone = meta.story({ globals: mobile });
