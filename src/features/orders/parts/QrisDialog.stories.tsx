import { findModal, mobile } from '@kit/dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { expectBottomSheet } from '../ordersStory';
import { shippedOrder } from '../testOrders';
import { QrisDialog } from './QrisDialog';

const meta = preview.meta({
  title: 'Parts/Orders/QrisDialog',
  component: QrisDialog,
  args: {
    order: shippedOrder,
    qrisUrl: shippedOrder.midTransQRISUrl ?? '',
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
    // 37 modules and the 4-module quiet zone: this link at level M, not raised to Q or H.
    await expect(code).toHaveAttribute('viewBox', '0 0 45 45');
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
