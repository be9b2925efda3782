import { findModal, mobile, modalGone } from '@kit/dom';
import { useHeld } from '@kit/story';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { expectBottomSheet, factOf, orderLines } from '../ordersStory';
import { bigDeliveredOrder, payAtStoreOrder } from '../testOrders';
import { OrderDetailDialog, type OrderDetailDialogProps } from './OrderDetailDialog';

/** Open, as 'Lihat detail' leaves it; closing it tells the card. */
function OpenDetail(props: OrderDetailDialogProps) {
  const [isOpen, setOpen] = useHeld<boolean>(true, props.onOpenChange);
  return <OrderDetailDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />;
}

const meta = preview.meta({
  title: 'Parts/Orders/OrderDetailDialog',
  component: OrderDetailDialog,
  args: { order: bigDeliveredOrder, isOpen: true, onOpenChange: fn() },
  render: (args) => <OpenDetail {...args} />,
});

export const DeliveredOrder = meta.story({
  play: async ({ args }) => {
    const dialog = await findModal('Detail pesanan SO-2026-000118');
    await expect(factOf(dialog, 'Tanggal pesanan')).toHaveTextContent(/^23 Okt 2026, \d\d\.05$/u);
    await expect(factOf(dialog, 'Status')).toHaveTextContent('Delivered');
    await expect(factOf(dialog, 'Kurir')).toHaveTextContent('JNE - YESEstimasi tiba 1 hari');
    await expect(orderLines(dialog)).toHaveLength(4);
    await expect(factOf(dialog, 'Total produk')).toHaveTextContent('Rp 595.000');
    await expect(factOf(dialog, 'Ongkos kirim')).toHaveTextContent('Rp 2.000');
    await expect(factOf(dialog, 'Total')).toHaveTextContent('Rp 597.000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await modalGone();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
});

/** Collected at the store: no courier, no shipping cost, and the total is the products'. */
export const PaidAtTheStore = meta.story({
  args: { order: payAtStoreOrder },
  play: async () => {
    const dialog = await findModal('Detail pesanan SO-2026-000132');
    await expect(within(dialog).queryByText('Kurir')).toBeNull();
    await expect(within(dialog).queryByText('Ongkos kirim')).toBeNull();
    await expect(factOf(dialog, 'Total produk')).toHaveTextContent('Rp 82.000');
    await expect(factOf(dialog, 'Total')).toHaveTextContent('Rp 82.000');
  },
});

/** A bottom sheet on a phone, its long list scrolling inside it; Escape closes it. */
export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ args }) => {
    const sheet = await findModal('Detail pesanan SO-2026-000118');
    await waitFor(() => expectBottomSheet(sheet));
    await expect(sheet.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.keyboard('{Escape}');
    await modalGone();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
});
