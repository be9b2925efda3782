import { mobile } from '@kit/dom';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Footer } from './Footer';

const meta = preview.meta({
  title: 'Parts/Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
});

/** SPEC §2: the shop's own marketplace stores (lib/shop.ts), each in a new tab, and the copyright line. */
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
    // The shop's stores, not the marketplaces' home pages.
    await expect(shops.map((shop) => shop.getAttribute('href'))).toEqual([
      'https://www.tokopedia.com/kopinusantara',
      'https://shopee.co.id/kopinusantara',
      'https://www.blibli.com/merchant/kopi-nusantara/KON-60001',
      'https://www.tiktok.com/@kopinusantara',
    ]);
    for (const shop of shops) {
      await expect(shop).toHaveAttribute('target', '_blank');
      await expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(canvas.getByRole('heading', { level: 2, name: 'Belanja juga di' })).toBeVisible();
    await expect(canvas.getByText('© 2024 Kopi Nusantara. Hak cipta dilindungi.')).toBeVisible();
  },
});
