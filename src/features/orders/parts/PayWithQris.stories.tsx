import { findModal, mobile, modalGone } from '@kit/dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { expectBottomSheet } from '../ordersStory';
import { shippedOrderByQris } from '../testOrders';
import { PayWithQris } from './PayWithQris';

const meta = preview.meta({
  title: 'Parts/Orders/PayWithQris',
  component: PayWithQris,
  args: {
    ...shippedOrderByQris,
    variant: 'primary' as const,
  },
});

/** The button opens the order's code; closing it gives the focus back to the button. */
export const OpensTheCode = meta.story({
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Bayar dengan QRIS' });
    await userEvent.click(opener);
    const dialog = await findModal('Bayar dengan QRIS');
    await expect(
      within(dialog).getByRole('img', { name: 'Kode QRIS untuk pesanan SO-2026-000131' }),
    ).toBeVisible();
    await expect(within(dialog).getByText('Rp 404.500')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await modalGone();
    await waitFor(() => expect(opener).toHaveFocus());
  },
});

/** Beside 'Bayar sekarang' on the order's page, on a phone: a bottom sheet, opened by keyboard too. */
export const SecondaryOnAPhone = meta.story({
  globals: mobile,
  args: { variant: 'secondary' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const opener = within(canvasElement).getByRole('button', { name: 'Bayar dengan QRIS' });
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findModal('Bayar dengan QRIS');
    await waitFor(() => expectBottomSheet(dialog));
  },
});
