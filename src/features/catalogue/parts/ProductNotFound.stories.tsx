import { expectNotice, mobile } from '@kit/dom';
import { expectLocation, LocationProbe } from '@kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProductNotFound } from './ProductNotFound';

/** What a product address that names nothing the shop sells shows, with the way back. */
const meta = {
  title: 'Parts/Catalogue/ProductNotFound',
  component: ProductNotFound,
  parameters: { route: '/products/apa-saja/TIDAK-ADA' },
  render: () => (
    <>
      <ProductNotFound />
      <LocationProbe />
    </>
  ),
} satisfies Meta<typeof ProductNotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LeadsBackToTheProducts: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectNotice(
      canvasElement,
      { name: 'Produk tidak ditemukan', level: 1 },
      'Produk yang kamu cari tidak ada atau sudah tidak dijual lagi.',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Lihat semua produk' }));
    await expectLocation('/products');
  },
};

export const OnAPhone: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const back = within(canvasElement).getByRole('link', { name: 'Lihat semua produk' });
    await expect(back.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
