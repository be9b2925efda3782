import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { BackBar } from './BackBar';

const meta = preview.meta({ title: 'Parts/Catalogue/BackBar', component: BackBar });

/** 'Detail produk' above a product: a named landmark whose link goes back to all products. */
export const BackToProducts = meta.story({
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('navigation', { name: 'Detail produk' });
    const back = canvas.getByRole('link', { name: 'Detail produk' });
    await expect(bar).toContainElement(back);
    await expect(back).toHaveAttribute('href', '/products');
    await expect(back.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
});
