import { mobile } from '@kit/dom';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { BottomBar } from './BottomBar';

const meta = preview.meta({
  title: 'Parts/Layout/BottomBar',
  component: BottomBar,
  args: { isAuthenticated: false },
  parameters: { layout: 'fullscreen', route: '/blogs/detail/panduan-seduh-v60-untuk-pemula' },
  globals: mobile,
});

/** Five slots, the blend in the middle; an article marks Blogs as where the shopper is. */
export const Guest = meta.story({
  play: async ({ canvas }) => {
    const slots = canvas.getAllByRole('link');
    await expect(slots.map((slot) => slot.getAttribute('href'))).toEqual([
      '/',
      '/products',
      '/custom-blend/introduction',
      '/blogs',
      '/login',
    ]);
    await expect(canvas.getByRole('link', { name: 'Buat Blend Kopi Kamu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Blogs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
});

export const Customer = meta.story({
  args: { isAuthenticated: true },
  parameters: { route: '/main/profile' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Saya' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
  },
});
