import { mobile } from '@kit/dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AddressFormSkeleton } from './AddressFormSkeleton';

const meta = {
  title: 'Parts/Addresses/AddressFormSkeleton',
  component: AddressFormSkeleton,
} satisfies Meta<typeof AddressFormSkeleton>;
export default meta;

/** While the address to edit loads: one announcement, the form's shape without its fields. */
export const LoadingTheAddress: StoryObj<typeof meta> = {
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    const busy = canvasElement.querySelector('[aria-busy="true"]') as HTMLElement;
    await expect(busy).toHaveTextContent('Memuat alamat…');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(busy.scrollWidth).toBeLessThanOrEqual(busy.clientWidth);
  },
};
