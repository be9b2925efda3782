import { mobile } from '@kit/dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AddressListSkeleton } from './AddressListSkeleton';

const meta = {
  title: 'Parts/Addresses/AddressListSkeleton',
  component: AddressListSkeleton,
} satisfies Meta<typeof AddressListSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    // One announcement for the whole area, placeholders hidden from screen readers.
    const busy = canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).not.toBeNull();
    await expect(within(canvasElement).getByText('Memuat daftar alamat…')).toBeInTheDocument();
  },
};

export const LoadingOnMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const busy = canvasElement.querySelector('[aria-busy="true"]') as HTMLElement;
    await expect(busy.scrollWidth).toBeLessThanOrEqual(busy.clientWidth);
  },
};
