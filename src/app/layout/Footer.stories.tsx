import { mobile } from '@kit/dom';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Footer } from './Footer';

const meta = preview.meta({
  title: 'Parts/Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
});

/** SPEC §2: the marketplace shops, each in a new tab, and the copyright line. */
export const ShopsAndCopyright = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    const shops = within(canvas.getByRole('list')).getAllByRole('link');
    await expect(shops.map((shop) => shop.textContent)).toEqual([
      'Tokopedia',
      'Shopee',
      'Blibli',
      'TikTok Shop',
    ]);
    for (const shop of shops) {
      await expect(shop).toHaveAttribute('target', '_blank');
      await expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(canvas.getByRole('heading', { level: 2, name: 'Belanja juga di' })).toBeVisible();
    await expect(canvas.getByText('© 2024 Kopi Nusantara. Hak cipta dilindungi.')).toBeVisible();
  },
});
