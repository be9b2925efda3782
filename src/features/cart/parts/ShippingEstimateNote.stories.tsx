import { expectLinkTo } from '@kit/dom';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { ShippingEstimateNote } from './ShippingEstimateNote';

/** Under the cart's total: what delivery to the default address will cost, at least. */
const meta = preview.meta({
  title: 'Parts/Cart/ShippingEstimateNote',
  component: ShippingEstimateNote,
  args: { estimate: { status: 'known' as const, addressLabel: 'Rumah', cheapest: 12_000 } },
});

export const Known = meta.story({
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Estimasi ongkir ke Rumah: mulai Rp 12.000');
  },
});

export const Loading = meta.story({
  args: { estimate: { status: 'loading' } },
  play: async ({ canvas }) => {
    const note = canvas.getByText('Menghitung estimasi ongkir…');
    await expect(note).toHaveAttribute('aria-busy', 'true');
  },
});

/** No address yet: the way to add one, back to the cart after saving it. */
export const NoAddress = meta.story({
  args: { estimate: { status: 'noAddress' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/^Tambah alamat pengiriman untuk melihat estimasi ongkir\./),
    ).toBeVisible();
    await expectLinkTo(canvas, 'Tambah alamat', '/main/address-form?from=%2Fmain%2Fcart');
  },
});

/** The estimate failed or no courier serves the address: checkout will say; no error here. */
export const Unknown = meta.story({
  args: { estimate: { status: 'unknown' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ongkir dihitung saat checkout')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});
