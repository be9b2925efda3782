import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { silentDrawings } from '@/ui/storyDrawings';
import { BagIcon, BeanIcon, BookIcon, CartIcon, HomeIcon, UserIcon } from './icons';

const meta = preview.meta({
  title: 'Parts/Layout/Icons',
  component: HomeIcon,
  render: () => (
    <p style={{ display: 'flex', gap: 12 }}>
      <HomeIcon />
      <BagIcon />
      <BeanIcon />
      <BookIcon />
      <UserIcon />
      <CartIcon />
    </p>
  ),
});

/** The bars' icons sit beside their words or in a named link: all silent, none focusable. */
export const Silent = meta.story({
  play: async ({ canvasElement }) => {
    for (const icon of await silentDrawings(canvasElement, 6)) {
      await expect(icon).toHaveAttribute('focusable', 'false');
    }
  },
});
