import { mobile } from '@kit/dom';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { MobileTopBar } from './MobileTopBar';

const meta = preview.meta({
  title: 'Parts/Layout/MobileTopBar',
  component: MobileTopBar,
  args: { isAuthenticated: true, cartCount: 2 },
  parameters: { layout: 'fullscreen' },
  globals: mobile,
});

/** The cart says its count in words; the badge's digit is for the eye only. */
export const CustomerWithACart = meta.story({
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'Keranjang, 2 item' });
    await expect(cart).toHaveAttribute('href', '/main/cart');
    await expect(cart.querySelector('[aria-hidden="true"]:not(svg)')).toHaveTextContent('2');
    await expect(canvas.getByRole('link', { name: 'Kopi Nusantara, Home' })).toBeVisible();
  },
});

/** Until the gateway says how many, the cart shows no number rather than a wrong 0. */
export const CartNotCountedYet = meta.story({
  args: { cartCount: null },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'Keranjang' });
    await expect(cart).toBeVisible();
    await expect(cart).toHaveTextContent(/^$/);
  },
});

/** An empty cart shows no red bubble, which would read as news; its name still says 0. */
export const EmptyCart = meta.story({
  args: { cartCount: 0 },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'Keranjang, 0 item' });
    await expect(cart).toBeVisible();
    await expect(cart).toHaveTextContent(/^$/);
  },
});

export const Guest = meta.story({
  args: { isAuthenticated: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
});
