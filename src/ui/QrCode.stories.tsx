import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { QrCode } from './QrCode';
import { QrCodeOnDemand, QrCodeSkeleton } from './QrCodeOnDemand';

const meta = preview.meta({
  title: 'UI/QrCode',
  component: QrCode,
  args: { value: 'SI-QR-7f3a9c2e', label: 'Kode QR pembayaran SI-QR-7f3a9c2e' },
});

/** SPEC §9: 256 px, named for assistive technology, with a four-module quiet zone. */
export const InvoiceAlias = meta.story({
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: 'Kode QR pembayaran SI-QR-7f3a9c2e' });
    await expect(code).toHaveAttribute('width', '256');
    await expect(code).toHaveAttribute('height', '256');
    // 14 bytes fit a version-1 code (21 modules) at level M; 4 modules of margin each side.
    await expect(code).toHaveAttribute('viewBox', '0 0 29 29');
  },
});

/**
 * Error correction is exactly M: 15 bytes fit version 1 at level L but need version 2 at M
 * (25 + 8 modules); 22 bytes fit version 2 at M but need version 3 at Q (29 + 8).
 */
export const ErrorCorrectionIsM = meta.story({
  render: () => (
    <>
      <QrCode value="SI-QR-7f3a9c2e1" label="15 byte" />
      <QrCode value="SI-QR-7f3a9c2e1b2c3d4e" label="22 byte" />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '15 byte' })).toHaveAttribute(
      'viewBox',
      '0 0 33 33',
    );
    await expect(canvas.getByRole('img', { name: '22 byte' })).toHaveAttribute(
      'viewBox',
      '0 0 33 33',
    );
  },
});

export const QrisLink = meta.story({
  args: {
    value: 'https://api.sandbox.midtrans.com/v2/qris/7f3a9c2e-9d1c-4f57-a1c6-2c1f5c0d7b21/qr-code',
    label: 'Kode QRIS SO-2024-000123',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Kode QRIS SO-2024-000123' })).toBeVisible();
  },
});

/**
 * On demand (an order's page, the branch's till page): the encoder loads when the code is
 * first shown, its 256 px square keeping the room meanwhile, so nothing moves.
 */
export const OnDemand = meta.story({
  render: (args) => (
    <>
      <div data-testid="skeleton">
        <QrCodeSkeleton {...args} />
      </div>
      <QrCodeOnDemand {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const square = canvas.getByTestId('skeleton').firstElementChild?.getBoundingClientRect();
    await expect([square?.width, square?.height]).toEqual([256, 256]);
    const code = await canvas.findByRole('img', { name: 'Kode QR pembayaran SI-QR-7f3a9c2e' });
    await expect(code).toHaveAttribute('width', '256');
  },
});
