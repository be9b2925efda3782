import { expectReadable, hover } from '@kit/looks';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Link } from './Link';

const meta = preview.meta({
  title: 'UI/Link',
  component: Link,
  args: { href: '/products', children: 'Belanja lagi' },
});

export const Inline = meta.story({
  render: (args) => (
    <p style={{ maxWidth: 480 }}>
      Keranjangmu masih kosong. <Link {...args} />, pilih kopi favoritmu.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Belanja lagi' });
    // Without a router it is a plain anchor the browser can follow, open in a new tab, etc.
    await expect(link).toHaveAttribute('href', '/products');
  },
});

export const Standalone = meta.story({
  args: { variant: 'standalone', children: 'Log Out', href: '/' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Log Out' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});

/** A back link's arrow stands apart from its words, as '← Kembali ke keranjang' is written. */
export const StandaloneWithAnArrow = meta.story({
  args: {
    variant: 'standalone',
    href: '/main/cart',
    children: (
      <>
        <span aria-hidden="true">←</span> Kembali ke keranjang
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Kembali ke keranjang' });
    const arrow = link.querySelector('span') as HTMLElement;
    const words = document.createRange();
    words.selectNodeContents(link.lastChild as Node);
    const space = words.getBoundingClientRect().left - arrow.getBoundingClientRect().right;
    await expect(space).toBeGreaterThanOrEqual(4);
  },
});

export const LooksLikeAButton = meta.story({
  args: { variant: 'primary', href: '/register', children: 'Daftar Sekarang!' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Daftar Sekarang!' });
    await expect(link).toHaveAttribute('href', '/register');
    await expect(getComputedStyle(link).backgroundColor).toBe('rgb(122, 74, 42)');
  },
});

export const Secondary = meta.story({
  args: { variant: 'secondary', href: '/main/address-form', children: 'Tambah alamat' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Tambah alamat' })).toBeVisible();
  },
});

/** A link that looks like a button keeps its label readable under the pointer, as the button does. */
export const ButtonLikeLinksReadableOnHover = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Link variant="primary" href="/register">
        Daftar Sekarang!
      </Link>
      <Link variant="secondary" href="/main/address-form">
        Tambah alamat
      </Link>
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const name of ['Daftar Sekarang!', 'Tambah alamat']) {
      const link = within(canvasElement).getByRole('link', { name });
      await hover(link);
      await expectReadable(link);
    }
  },
});

const navigate = fn();

export const NavigatesThroughTheAppRouter = meta.story({
  args: { href: '/products/kopi-gayo/P001', children: 'Kopi Gayo' },
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <Link {...args} />
    </RouterProvider>
  ),
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Kopi Gayo' });
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/products/kopi-gayo/P001', undefined);

    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, onPress: fn() },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Belanja lagi' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});
