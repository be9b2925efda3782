import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Navbar } from './Navbar';

const meta = preview.meta({
  title: 'Parts/Layout/Navbar',
  component: Navbar,
  args: { isAuthenticated: false, cartCount: null },
  parameters: { layout: 'fullscreen', route: '/products' },
});

const mainNav = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Navigasi utama' }));

/** SPEC §2: Home, Products, Blogs and Login for a guest, the blend as the call to action. */
export const Guest = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const nav = mainNav(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Kopi Nusantara, Home' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'Buat Blend Kopi Kamu' })).toHaveAttribute(
      'href',
      '/custom-blend/introduction',
    );
    await expect(nav.queryByRole('link', { name: /Keranjang/ })).toBeNull();
  },
});

/** A customer sees the cart with its count and 'Saya' instead of Login. */
export const Customer = meta.story({
  args: { isAuthenticated: true, cartCount: 3 },
  parameters: { route: '/main/profile' },
  play: async ({ canvasElement }) => {
    const nav = mainNav(canvasElement);
    await expect(nav.getByRole('link', { name: 'Keranjang (3)' })).toHaveAttribute(
      'href',
      '/main/cart',
    );
    await expect(nav.getByRole('link', { name: 'Saya' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByRole('link', { name: 'Login' })).toBeNull();
  },
});
