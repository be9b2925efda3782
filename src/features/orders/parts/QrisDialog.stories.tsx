import { findModal, mobile } from '@kit/dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { expectBottomSheet } from '../ordersStory';
import { shippedOrder, shippedOrderByQris } from '../testOrders';
import { QrisDialog } from './QrisDialog';

const meta = preview.meta({
  title: 'Parts/Orders/QrisDialog',
  component: QrisDialog,
  args: {
    ...shippedOrderByQris,
    isOpen: true,
    onOpenChange: fn(),
  },
});

/** The code of the order, 256 px wide (SPEC §9), whatever the screen. */
async function findCode() {
  const dialog = await findModal('Bayar dengan QRIS');
  const code = within(dialog).getByRole('img', {
    name: 'Kode QRIS untuk pesanan SO-2026-000131',
  });
  await expect(code.getBoundingClientRect().width).toBe(256);
  await expect(code.getBoundingClientRect().height).toBe(256);
  return { dialog, code };
}

export const CodeAndAmount = meta.story({
  play: async ({ args }) => {
    const { dialog, code } = await findCode();
    // 53 modules and the 4-module quiet zone: this 234-character QRIS payload at level M
    // (version 9); at L it would fit in 49, at Q it would need 57.
    await expect(code).toHaveAttribute('viewBox', '0 0 61 61');
    await expect(within(dialog).getByText('SO-2026-000131')).toBeVisible();
    await expect(within(dialog).getByText('Jumlah yang harus dibayar')).toBeVisible();
    await expect(within(dialog).getByText('Rp 404.500')).toBeVisible();
    await expect(
      within(dialog).getByText(
        'Pindai kode QR ini dengan aplikasi e-wallet atau mobile banking yang mendukung QRIS.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
});

export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ args }) => {
    const { dialog } = await findCode();
    await waitFor(() => expectBottomSheet(dialog));
    // The page behind cannot scroll while the code is shown; Escape asks to close.
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
});

/**
 * The gateway's value is not a payment code a banking app can pay (here an image's address
 * on another host): no code is drawn, the dialog says so and keeps the amount.
 */
export const NotAPaymentCode = meta.story({
  args: { qrisUrl: 'https://evil.example/v2/qris/SO-2026-000131/qr-code.png' },
  play: async ({ args }) => {
    const dialog = within(await findModal('Bayar dengan QRIS'));
    await expect(dialog.queryByRole('img')).toBeNull();
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Kode QR pembayaran tidak dapat ditampilkan. Muat ulang halaman, atau bayar lewat tombol Bayar sekarang di halaman pesanan.',
    );
    await expect(dialog.getByText('Rp 404.500')).toBeVisible();
    await expect(dialog.queryByText(/^Pindai kode QR/u)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Tutup' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
});

/** A QRIS payload whose CRC does not hold (a character changed on the way): not drawn either. */
export const BrokenPayload = meta.story({
  args: {
    qrisUrl: (shippedOrder.midTransQRISUrl ?? '').replace('KOPI NUSANTARA', 'KOPI NUSANTARI'),
  },
  play: async () => {
    const dialog = within(await findModal('Bayar dengan QRIS'));
    await expect(dialog.queryByRole('img')).toBeNull();
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      /^Kode QR pembayaran tidak dapat ditampilkan\./u,
    );
  },
});
