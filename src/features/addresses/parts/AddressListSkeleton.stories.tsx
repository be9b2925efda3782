import { mobile } from '@kit/dom';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { AddressListSkeleton } from './AddressListSkeleton';

const meta = preview.meta({
  title: 'Parts/Addresses/AddressListSkeleton',
  component: AddressListSkeleton,
});

export const Loading = meta.story({
  play: async ({ canvasElement }) => {
    // One announcement for the whole area, placeholders hidden from screen readers.
    const busy = canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).not.toBeNull();
    await expect(within(canvasElement).getByText('Memuat daftar alamat…')).toBeInTheDocument();
  },
});

export const LoadingOnMobile = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const busy = canvasElement.querySelector('[aria-busy="true"]') as HTMLElement;
    await expect(busy.scrollWidth).toBeLessThanOrEqual(busy.clientWidth);
  },
});
