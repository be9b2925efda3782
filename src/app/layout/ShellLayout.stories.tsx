import { expectLinkTo, mobile, viewport } from '@kit/dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { ShellLayout } from './ShellLayout';

const meta = preview.meta({
  title: 'App/ShellLayout',
  component: ShellLayout,
  args: {
    isAuthenticated: false,
    cartCount: null,
    children: (
      <div style={{ padding: '2rem', minHeight: '150vh' }}>
        <h1>Blend Kopimu Sendiri</h1>
      </div>
    ),
  },
  parameters: { route: '/' },
});

export const GuestDesktop = meta.story({
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navigasi utama' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    await expect(links).toEqual(['Home', 'Products', 'Blogs', 'Login', 'Buat Blend Kopi Kamu']);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectLinkTo(within(nav), 'Buat Blend Kopi Kamu', '/custom-blend/introduction');
    await expect(canvas.queryByRole('link', { name: /Keranjang/ })).toBeNull();
    await expect(canvas.getByText('© 2024 Kopi Nusantara. Hak cipta dilindungi.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tokopedia' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
});

export const CustomerDesktop = meta.story({
  args: { isAuthenticated: true, cartCount: 3 },
  parameters: { route: '/main/cart' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Navigasi utama' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    await expect(links).toEqual([
      'Home',
      'Products',
      'Blogs',
      'Keranjang (3)',
      'Saya',
      'Buat Blend Kopi Kamu',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Keranjang (3)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).queryByRole('link', { name: 'Login' })).toBeNull();
  },
});

export const NavbarTurnsBlackAfterScrolling = meta.story({
  play: async ({ canvasElement }) => {
    // The navbar, then the phone's top bar: hidden at this size, it still follows the scroll.
    const [header, phoneBar] = canvasElement.querySelectorAll('header');
    await expect(header).not.toHaveAttribute('data-scrolled');
    window.scrollTo(0, 40);
    // Past the phone bar's 30 px, short of the navbar's 50: once the phone bar has seen
    // this scroll, so has the navbar.
    await waitFor(() => expect(phoneBar).toHaveAttribute('data-scrolled'));
    await expect(header).not.toHaveAttribute('data-scrolled');
    window.scrollTo(0, 120);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled'));
    await waitFor(() =>
      expect(getComputedStyle(header as HTMLElement).backgroundColor).toBe('rgb(0, 0, 0)'),
    );
    window.scrollTo(0, 0);
  },
});

export const SkipLinkIsFirstForKeyboard = meta.story({
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Langsung ke konten utama' });
    await expect(skip).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Kopi Nusantara, Home' })).toHaveFocus();
  },
});

export const GuestMobile = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Navigasi utama' })).toBeNull();
    const bottom = canvas.getByRole('navigation', { name: 'Navigasi bawah' });
    const slots = within(bottom).getAllByRole('link');
    await expect(slots.map((a) => a.getAttribute('aria-label') ?? a.textContent)).toEqual([
      'Home',
      'Produk',
      'Buat Blend Kopi Kamu',
      'Blogs',
      'Login',
    ]);
    await expect(canvas.queryByRole('link', { name: /Keranjang/ })).toBeNull();
  },
});

export const CustomerMobile = meta.story({
  globals: mobile,
  args: { isAuthenticated: true, cartCount: 12 },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'Keranjang, 12 item' });
    await expect(cart).toHaveAttribute('href', '/main/cart');
    await expect(cart).toHaveTextContent('12');
    const bottom = canvas.getByRole('navigation', { name: 'Navigasi bawah' });
    await expectLinkTo(within(bottom), 'Saya', '/main/profile');
  },
});

export const TabletPortrait = meta.story({
  globals: viewport('tablet'),
  args: { isAuthenticated: true, cartCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Keranjang, 0 item' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Navigasi bawah' })).toBeVisible();
  },
});
