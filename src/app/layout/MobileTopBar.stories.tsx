import { mobile } from '@kit/dom';
import { expectLocation, withLocationProbe } from '@kit/story';
import { expect, userEvent, waitFor } from 'storybook/test';
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

const widthOf = (element: HTMLElement) => element.getBoundingClientRect().width;

/**
 * On a phone the search is an icon beside the cart; pressed, it opens over the bar's width;
 * Escape clears it, then closes it; Enter shows the results.
 */
export const SearchOpensFromItsIcon = meta.story({
  decorators: [withLocationProbe],
  play: async ({ canvas }) => {
    const field = canvas.getByRole('searchbox', { name: 'Cari produk' });
    await expect(widthOf(field)).toBeLessThan(50);
    await userEvent.click(field);
    await expect(field).toHaveFocus();
    await expect(widthOf(field)).toBeGreaterThan(300);
    // Its keys arrive once the page is idle: Escape then clears what was typed.
    await waitFor(
      async () => {
        await userEvent.keyboard('x');
        await userEvent.keyboard('{Escape}');
        await expect(field).toHaveValue('');
      },
      { timeout: 4000 },
    );
    await userEvent.keyboard('{Escape}');
    await expect(field).not.toHaveFocus();
    await expect(widthOf(field)).toBeLessThan(50);
    await userEvent.click(field);
    await userEvent.keyboard('torja{Enter}');
    await expectLocation('/products?q=torja');
  },
});
