import { expectLinkTo } from '@kit/dom';
import { expectReadable, hover } from '@kit/looks';
import { expectLocation, withLocationProbe } from '@kit/story';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
    await expectLinkTo(canvas, 'Kopi Nusantara, Home', '/');
    await expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expectLinkTo(nav, 'Login', '/login');
    await expectLinkTo(nav, 'Buat Blend Kopi Kamu', '/custom-blend/introduction');
    await expect(nav.queryByRole('link', { name: /Keranjang/ })).toBeNull();
    // On the products the page's own field is the search: the bar's steps aside.
    await expect(canvas.queryByRole('searchbox', { name: 'Cari produk' })).toBeNull();
  },
});

/**
 * The bar's search over the whole catalogue: '/' puts the caret in it, Escape clears what
 * was typed, and Enter shows the results at /products?q=….
 */
export const SearchFromTheBar = meta.story({
  parameters: { route: '/blogs' },
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    const field = canvas.getByRole('searchbox', { name: 'Cari produk' });
    await expect(field).toBeVisible();
    // Its keys arrive once the page is idle: until then '/' is only a slash.
    await waitFor(
      async () => {
        await userEvent.keyboard('/');
        await expect(field).toHaveFocus();
      },
      { timeout: 4000 },
    );
    await expect(field).toHaveAttribute('placeholder', 'Cari kopi, minuman, drip…');
    await expect(field).toHaveValue('');
    await userEvent.keyboard('arabika');
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
    // A slash typed in the field is part of the words, not the shortcut.
    await userEvent.keyboard('kopi / gayo{Enter}');
    await expectLocation('/products?q=kopi+%2F+gayo');
  },
});

/** A customer sees the cart with its count and 'Saya' instead of Login. */
export const Customer = meta.story({
  args: { isAuthenticated: true, cartCount: 3 },
  parameters: { route: '/main/profile' },
  play: async ({ canvasElement }) => {
    const nav = mainNav(canvasElement);
    await expectLinkTo(nav, 'Keranjang (3)', '/main/cart');
    await expect(nav.getByRole('link', { name: 'Saya' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByRole('link', { name: 'Login' })).toBeNull();
  },
});

/** Until the gateway says how many, the cart link shows no number rather than a wrong 0. */
export const CartNotCountedYet = meta.story({
  args: { isAuthenticated: true, cartCount: null },
  play: async ({ canvasElement }) => {
    await expectLinkTo(mainNav(canvasElement), 'Keranjang', '/main/cart');
  },
});

/**
 * The highlighted 'Buat Blend Kopi Kamu' and the other links keep their words readable under
 * the pointer: the page's rule for a hovered link must not paint them in their own background.
 */
export const LinksStayReadableOnHover = meta.story({
  play: async ({ canvasElement }) => {
    const nav = mainNav(canvasElement);
    for (const name of ['Buat Blend Kopi Kamu', 'Login', 'Blogs']) {
      const link = nav.getByRole('link', { name });
      await hover(link);
      await expectReadable(link);
    }
  },
});
