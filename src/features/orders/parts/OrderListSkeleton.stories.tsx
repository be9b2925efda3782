import { expectNoSidewaysScroll, findLoadingArea, mobile } from '@kit/dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderListSkeleton } from './OrderListSkeleton';

/** Two order cards in outline while the order list loads. */
const meta = {
  title: 'Parts/Orders/OrderListSkeleton',
  component: OrderListSkeleton,
  play: async ({ canvasElement }) => {
    const area = await findLoadingArea(canvasElement, 'Memuat pesanan…');
    await expect(area.querySelectorAll(':scope > div')).toHaveLength(2);
    await expectNoSidewaysScroll();
  },
} satisfies Meta<typeof OrderListSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnDesktop: Story = {};
export const OnAPhone: Story = { globals: mobile };
