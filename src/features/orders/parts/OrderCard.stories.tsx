import { expectLinkTo, findModal, mobile, modalGone } from '@kit/dom';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { orderLines } from '../ordersStory';
import { bigDeliveredOrder, payAtStoreOrder, shippedOrder } from '../testOrders';
import { OrderCard, type OrderCardProps } from './OrderCard';

// 1 h 20 min 5 s before the QRIS order's deadline (15.46.18 in Jakarta).
const fixedClock = () => new Date('2026-11-22T14:26:13+07:00').getTime();

const meta = preview.meta({
  title: 'Parts/Orders/OrderCard',
  component: OrderCard,
  args: {
    order: shippedOrder,
    isOutstanding: true,
    onBuyAgain: fn(),
    onPaymentTimeUp: fn(),
    now: fixedClock,
  },
});

export const AwaitingQrisPayment = meta.story({
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'SO-2026-000131' });
    const inCard = within(card);
    await expect(inCard.getByText('Open')).toHaveTextContent('Status: Open');
    await expect(inCard.getByRole('timer', { name: 'Sisa waktu pembayaran' })).toHaveTextContent(
      '01:20:05',
    );
    await expect(inCard.getByText(/^Bayar sebelum 22 Nov 2026, \d\d\.46$/)).toBeVisible();

    const lines = orderLines(card);
    await expect(lines).toHaveLength(2);
    await expect(lines[0]).toHaveTextContent('Arabika Toraja Sapan');
    // Units as a shopper reads them, not the gateway's codes.
    await expect(lines[0]).toHaveTextContent('1 × 500 g');
    await expect(lines[0]).toHaveTextContent('Harga satuan @ Rp 275.500');
    await expect(lines[1]).toHaveTextContent('2 × Isi 5');
    await expect(lines[1]).toHaveTextContent('Subtotal Rp 120.000');
    await expect(lines[0]?.querySelector('img')).toHaveAttribute(
      'src',
      '/images/Products/BN-TORA-250-1.svg',
    );

    await expect(inCard.getByText('JNE - REG')).toBeVisible();
    await expect(inCard.getByText('Estimasi tiba 3 hari')).toBeVisible();
    await expect(inCard.getByText('Rp 9.000')).toBeVisible();
    await expect(inCard.getByText('Rp 404.500')).toBeVisible();
    await expect(inCard.queryByText('Bayar di toko')).toBeNull();

    await userEvent.click(inCard.getByRole('button', { name: 'Beli Lagi' }));
    await expect(args.onBuyAgain).toHaveBeenCalledWith(shippedOrder);
  },
});

export const QrisModal = meta.story({
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Bayar dengan QRIS' });
    await userEvent.click(opener);
    const dialog = await findModal('Bayar dengan QRIS');
    const qr = within(dialog).getByRole('img', { name: 'Kode QRIS untuk pesanan SO-2026-000131' });
    await expect(qr).toHaveAttribute('width', '256');
    await expect(qr).toHaveAttribute('height', '256');
    await expect(qr.getBoundingClientRect().width).toBe(256);
    await expect(within(dialog).getByText('Jumlah yang harus dibayar')).toBeVisible();
    await expect(within(dialog).getByText('Rp 404.500')).toBeVisible();
    // The page behind cannot scroll while the code is shown.
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');

    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await modalGone();
    await waitFor(() => expect(opener).toHaveFocus());
    await waitFor(() =>
      expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden'),
    );
  },
});

export const AwaitingPaymentAtStore = meta.story({
  args: { order: payAtStoreOrder, now: () => new Date('2026-11-22T17:16:18+07:00').getTime() },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'SO-2026-000132' });
    const inCard = within(card);
    await expect(inCard.getByRole('timer')).toHaveTextContent('01:00:00');
    await expect(inCard.getByText('Bayar di toko')).toBeVisible();
    await expect(inCard.queryByRole('button', { name: 'Bayar dengan QRIS' })).toBeNull();
    // A drink shows the choices it was made with.
    await expect(inCard.getByText('Ukuran: Regular')).toBeVisible();
    await expect(inCard.getByText('Gula: Less')).toBeVisible();
    await expect(inCard.getByText('Es: Normal')).toBeVisible();
    // Collected at the store: no courier and no shipping cost.
    await expect(inCard.queryByText('Kurir')).toBeNull();
    await expect(inCard.queryByText('Ongkos kirim')).toBeNull();
    await expect(inCard.getByText('Rp 82.000')).toBeVisible();
  },
});

export const AwaitingPaymentMobile = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'SO-2026-000131' });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const pay = within(card).getByRole('button', { name: 'Bayar dengan QRIS' });
    await expect(pay.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(pay);
    const dialog = await findModal('Bayar dengan QRIS');
    const qr = within(dialog).getByRole('img', { name: /Kode QRIS/ });
    await expect(qr.getBoundingClientRect().width).toBe(256);
  },
});

export const DeliveredWithManyLines = meta.story({
  args: { order: bigDeliveredOrder, isOutstanding: false },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'SO-2026-000118' });
    const inCard = within(card);
    await expect(inCard.queryByRole('timer')).toBeNull();
    await expect(inCard.queryByRole('button', { name: 'Bayar dengan QRIS' })).toBeNull();
    await expect(inCard.queryByText('Bayar di toko')).toBeNull();
    await expect(inCard.getByText('Delivered')).toHaveTextContent('Status: Delivered');
    // In the shopper's own time zone.
    await expect(inCard.getByText(/^23 Okt 2026, \d\d\.05$/)).toBeVisible();
    await expect(orderLines(card)).toHaveLength(2);
    await expect(inCard.getByText('+2 produk lainnya')).toBeVisible();
  },
});

/** 'Lihat detail' is the order's own page, a link a shopper can also open in a new tab. */
export const LinksToItsPage = meta.story({
  args: { order: bigDeliveredOrder, isOutstanding: false },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'SO-2026-000118' });
    await expectLinkTo(
      within(card),
      'Lihat detail pesanan SO-2026-000118',
      '/main/orders/ord-story-118',
    );
  },
});

export const BuyingAgain = meta.story({
  args: { order: bigDeliveredOrder, isOutstanding: false, isBuyingAgain: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Beli Lagi' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onBuyAgain).not.toHaveBeenCalled();
  },
});

/** A deadline a little over a second away, on the real clock. */
function EndingSoon(props: OrderCardProps) {
  const [order] = useState(() => ({
    ...shippedOrder,
    docDueDate: new Date(Date.now() + 1500).toISOString(),
  }));
  return <OrderCard {...props} order={order} now={undefined} />;
}

export const PaymentTimeRunsOut = meta.story({
  render: (args) => <EndingSoon {...args} />,
  play: async ({ canvasElement, args }) => {
    const timer = within(canvasElement).getByRole('timer', { name: 'Sisa waktu pembayaran' });
    await expect(timer).toHaveTextContent('00:00:02');
    await waitFor(() => expect(args.onPaymentTimeUp).toHaveBeenCalledOnce(), { timeout: 4000 });
    await expect(timer).toHaveTextContent('00:00:00');
  },
});
