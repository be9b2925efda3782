import { expectNotice, mobile } from '@kit/dom';
import { expectLocation, withLocationProbe } from '@kit/story';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { ProductNotFound } from './ProductNotFound';

/** What a product address that names nothing the shop sells shows, with the way back. */
const meta = preview.meta({
  title: 'Parts/Catalogue/ProductNotFound',
  component: ProductNotFound,
  parameters: { route: '/products/apa-saja/TIDAK-ADA' },
  decorators: [withLocationProbe],
});

export const LeadsBackToTheProducts = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expectNotice(
      canvasElement,
      { name: 'Produk tidak ditemukan', level: 1 },
      'Produk yang kamu cari tidak ada atau sudah tidak dijual lagi.',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Lihat semua produk' }));
    await expectLocation('/products');
  },
});

export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const back = within(canvasElement).getByRole('link', { name: 'Lihat semua produk' });
    await expect(back.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});
