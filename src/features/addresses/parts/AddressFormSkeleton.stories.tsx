import { mobile } from '@kit/dom';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { AddressFormSkeleton } from './AddressFormSkeleton';

const meta = preview.meta({
  title: 'Parts/Addresses/AddressFormSkeleton',
  component: AddressFormSkeleton,
});

/** While the address to edit loads: one announcement, the form's shape without its fields. */
export const LoadingTheAddress = meta.story({
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    const busy = canvasElement.querySelector('[aria-busy="true"]') as HTMLElement;
    await expect(busy).toHaveTextContent('Memuat alamat…');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(busy.scrollWidth).toBeLessThanOrEqual(busy.clientWidth);
  },
});
