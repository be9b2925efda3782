import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BackBar } from './BackBar';

const meta = { title: 'Parts/Catalogue/BackBar', component: BackBar } satisfies Meta<
  typeof BackBar
>;
export default meta;

/** 'Detail produk' above a product: a named landmark whose link goes back to all products. */
export const BackToProducts: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('navigation', { name: 'Detail produk' });
    const back = canvas.getByRole('link', { name: 'Detail produk' });
    await expect(bar).toContainElement(back);
    await expect(back).toHaveAttribute('href', '/products');
    await expect(back.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
