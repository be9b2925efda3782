import { expectNoSidewaysScroll, mobile } from '@kit/dom';
import { failingOnce, gatewayWith, neverAnswering, spyOnRequests } from '@kit/gateway';
import { expectLocation, findScreen, guestIsSentToLogin, screenStory } from '@kit/story';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import PaymentFinishScreen from './PaymentFinishScreen';

const YEAR = new Date().getUTCFullYear();
/** Siti's seeded unpaid online order. */
const UNPAID = `ord-${YEAR}-131`;
const ONE_ORDER = '/api/Transaction/:alias';
const orderReads = spyOnRequests('get', ONE_ORDER);

/** What the payment provider's Finish redirect brings back, whatever it claims. */
const finish = (orderId: string, status = 'settlement') =>
  `/main/payment/finish?order_id=${encodeURIComponent(orderId)}&status_code=200&transaction_status=${status}`;

/**
 * /main/payment/finish, where the payment provider sends the shopper back (often in a fresh
 * page load): it reads the order `order_id` names and gives way to the order's page.
 */
const meta = preview.meta({
  title: 'Screens/Orders/PaymentFinishScreen',
  component: PaymentFinishScreen,
  ...screenStory({ route: finish(UNPAID), session: 'siti', spies: [orderReads] }),
});

/** A 'settlement' in the address of an unpaid order: the page says unpaid, as the gateway does. */
export const SettlementClaimedOnAnUnpaidOrder = meta.story({
  play: async ({ canvasElement }) => {
    await expectLocation(`/main/orders/${UNPAID}`);
    const canvas = await findScreen(canvasElement, `Pesanan SO-${YEAR}-000131`, 5000);
    await expect(canvas.getByText('Menunggu Pembayaran')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bayar sekarang' })).toBeVisible();
    await expect(canvas.queryByText('Sedang Diproses')).toBeNull();
  },
});

export const SettlementClaimedOnAPhone = SettlementClaimedOnAnUnpaidOrder.extend({
  globals: mobile,
  play: async () => {
    await expectNoSidewaysScroll();
  },
});

export const Checking = meta.story({
  parameters: gatewayWith(neverAnswering('get', ONE_ORDER)),
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Memeriksa pembayaranmu…');
    await expect(canvas.getByRole('status')).toHaveTextContent('Memeriksa pembayaranmu…');
    await expectLocation(finish(UNPAID));
  },
});

export const CheckingOnAPhone = Checking.extend({ globals: mobile });

export const FailsThenRetry = meta.story({
  parameters: gatewayWith(failingOnce('get', ONE_ORDER)),
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Status pembayaran belum bisa diperiksa', 5000);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Terjadi kesalahan pada server, coba beberapa saat lagi.',
    );
    await expect(canvas.getByRole('link', { name: 'Lihat Pesanan Saya' })).toHaveAttribute(
      'href',
      '/main/order-history',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expectLocation(`/main/orders/${UNPAID}`);
  },
});

/** Another customer's order, or none: not found, and the address stays as it came. */
export const SomeoneElsesOrder = meta.story({
  parameters: { session: 'budi' },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Pesanan tidak ditemukan', 5000);
    await expect(canvas.getByRole('link', { name: 'Lihat Pesanan Saya' })).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/SO-\d{4}/);
    await expectLocation(finish(UNPAID));
  },
});

/** Markup as order_id: not found at once, shown as nothing, and no request carries it. */
export const HostileOrderId = meta.story({
  parameters: { route: finish('<script>window.__pwned=1</script>') },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Pesanan tidak ditemukan');
    await expect(within(canvas.getByRole('main')).queryByText(/script/)).toBeNull();
    await expect(orderReads.calls).not.toHaveBeenCalled();
  },
});

export const GuestIsSentToLogin = meta.story(guestIsSentToLogin);
