import { expectLinkTo, mobile } from '@kit/dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { networkError } from '@/api/errors';
import type { Transaction } from '@/api/orders';
import type { PlacedOrder } from '../hooks/usePlaceOrder';
import { PaymentView } from './PaymentView';

const session = { orderAlias: 'SI-ON-5b21d0', token: 'snap-token-5b21d0', redirect_url: '' };

/** Siti's order as GET /api/Transaction/{alias} answers after the payment page (lines left out). */
function order(docStatus: string): Transaction {
  return {
    alias: session.orderAlias,
    docNum: 'SO-2026-000141',
    docDate: '2026-11-22T17:16:18+07:00',
    docDueDate: '2026-11-23T17:16:18+07:00',
    docStatus,
    docTotal: 284_000,
    details: [],
    midTransQRISUrl: null,
    logisticService: 'REG',
    logisticETADays: '2',
    logisticRate: 9_000,
  };
}

const settled = (docStatus: string, outcome: PlacedOrder['outcome']): PlacedOrder => ({
  session,
  outcome,
  stage: { name: 'settled', order: order(docStatus) },
});

/** The checkout page once its online invoice exists: the payment, then the gateway's word. */
const meta = preview.meta({
  title: 'Parts/Checkout/PaymentView',
  component: PaymentView,
  args: {
    placed: settled('Paid', 'success'),
    onPayAgain: fn(),
    onCheckAgain: fn(),
  },
});

type Canvas = ReturnType<typeof within>;

/**
 * The news, named by its heading, which takes the focus the payment page gave back, and
 * saying `text`.
 */
async function findNews(canvas: Canvas, title: string, text?: string) {
  const news = canvas.getByRole('region', { name: title });
  const heading = within(news).getByRole('heading', { level: 2, name: title });
  await waitFor(() => expect(heading).toHaveFocus());
  if (text) await expect(within(news).getByText(text)).toBeVisible();
  return within(news);
}

/** 'Lihat data invoice' is the order's own page, whatever its state. */
const ORDER_PAGE = `/main/orders/${session.orderAlias}`;

const invoiceLink = (news: Canvas) => news.getByRole('link', { name: 'Lihat data invoice' });

/** The order's page, and paying again is offered: one press, once. */
async function expectPayAgain(news: Canvas, onPayAgain: () => void) {
  await expect(invoiceLink(news)).toHaveAttribute('href', ORDER_PAGE);
  await userEvent.click(news.getByRole('button', { name: 'Coba bayar lagi' }));
  await expect(onPayAgain).toHaveBeenCalledOnce();
}

export const Paid = meta.story({
  play: async ({ canvas }) => {
    const news = await findNews(
      canvas,
      'Pembayaran berhasil',
      'Terima kasih! Pesananmu sedang kami siapkan untuk dikirim.',
    );
    await expect(news.getByText('Pesanan SO-2026-000141')).toBeVisible();
    await expect(news.getByText('Rp 284.000')).toBeVisible();
    await expect(invoiceLink(news)).toHaveAttribute('href', ORDER_PAGE);
    await expectLinkTo(news, 'Belanja lagi', '/products');
    await expect(news.queryByRole('button', { name: 'Coba bayar lagi' })).toBeNull();
  },
});

export const Pending = meta.story({
  args: { placed: settled('Pending', 'pending') },
  play: async ({ canvas }) => {
    const news = await findNews(
      canvas,
      'Pembayaranmu sedang diproses',
      'Pesananmu tersimpan di "Sedang Diproses" dan dikirim setelah pembayaran dikonfirmasi.',
    );
    await expect(invoiceLink(news)).toHaveAttribute('href', ORDER_PAGE);
  },
});

/** The news `title` saying `text`, with the order's page and paying again offered. */
const offersPayingAgain =
  (title: string, text: string) =>
  async ({ canvas, args }: { canvas: Canvas; args: { onPayAgain: () => void } }) =>
    expectPayAgain(await findNews(canvas, title, text), args.onPayAgain);

/**
 * The payment page was closed, or the payment failed on it: the order waits unpaid, the way
 * to it is given, and paying again is offered.
 */
const waitsUnpaid = offersPayingAgain(
  'Pembayaran belum selesai',
  'Pesananmu menunggu di "Menunggu Pembayaran". Bayar di sana dengan QRIS sebelum batas waktunya, atau coba bayar lagi sekarang.',
);

export const ClosedUnpaid = meta.story({
  args: { placed: settled('Open', 'closed') },
  play: waitsUnpaid,
});

export const PaymentFailed = meta.story({
  args: { placed: settled('Open', 'error') },
  play: waitsUnpaid,
});

/**
 * The payment page said 'paid' but the gateway still holds the order open: the gateway is
 * believed, and paying again is not offered (it could charge twice).
 */
export const SaidPaidButStillOpen = meta.story({
  args: { placed: settled('Open', 'success') },
  play: async ({ canvas }) => {
    const news = await findNews(
      canvas,
      'Pembayaran belum selesai',
      'Pembayaranmu belum kami terima. Bila kamu sudah membayar, statusnya diperbarui sebentar lagi di "Menunggu Pembayaran".',
    );
    await expect(news.queryByRole('button', { name: 'Coba bayar lagi' })).toBeNull();
    await expect(news.queryByText('Pembayaran berhasil')).toBeNull();
  },
});

/** The payment script could not load: nothing is lost, the order waits to be paid. */
export const ScriptUnavailable = meta.story({
  args: { placed: { session, outcome: 'unavailable', stage: { name: 'unavailable' } } },
  play: offersPayingAgain(
    'Halaman pembayaran tidak dapat dibuka',
    'Pesananmu sudah tersimpan dan menunggu di "Menunggu Pembayaran": bayar di sana dengan QRIS, atau coba buka pembayaran lagi.',
  ),
});

/** The status could not be read (offline): why, the order is kept, and asking again. */
export const StatusCheckFailed = meta.story({
  args: {
    placed: {
      session,
      outcome: 'success',
      stage: { name: 'checkFailed', error: networkError(new TypeError('Failed to fetch')) },
    },
  },
  play: async ({ canvas, args }) => {
    const news = await findNews(
      canvas,
      'Status pembayaran belum bisa diperiksa',
      'Periksa koneksi internetmu lalu coba lagi. Pesananmu sudah tersimpan.',
    );
    await expect(invoiceLink(news)).toHaveAttribute('href', ORDER_PAGE);
    await expect(news.queryByRole('button', { name: 'Coba bayar lagi' })).toBeNull();
    await userEvent.click(news.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onCheckAgain).toHaveBeenCalledOnce();
  },
});

/** While the payment page is open, the page says what it waits for. */
export const WaitingForThePayment = meta.story({
  args: { placed: { session, outcome: null, stage: { name: 'paying' } } },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Menunggu pembayaran…');
    await expect(status).toHaveTextContent(
      'Pesananmu sudah dibuat. Selesaikan pembayaran di halaman pembayaran.',
    );
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

export const CheckingTheStatus = meta.story({
  args: { placed: { session, outcome: 'success', stage: { name: 'checking' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memeriksa status pembayaran…');
  },
});

/** A status the shop does not expect is named as it is, never called paid. */
export const UnexpectedStatus = meta.story({
  args: { placed: settled('Expired', 'closed') },
  play: async ({ canvas }) => {
    const news = await findNews(canvas, 'Status pesanan', 'Status pesananmu: Expired.');
    await expect(invoiceLink(news)).toHaveAttribute('href', ORDER_PAGE);
  },
});

/** On a phone the actions stand one under another, each large enough for a thumb. */
export const UnpaidOnAPhone = meta.story({
  globals: mobile,
  args: { placed: settled('Open', 'closed') },
  play: async ({ canvas }) => {
    const news = await findNews(canvas, 'Pembayaran belum selesai');
    const pay = news.getByRole('button', { name: 'Coba bayar lagi' });
    await expect(pay.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(invoiceLink(news).getBoundingClientRect().top).toBeGreaterThanOrEqual(
      pay.getBoundingClientRect().bottom,
    );
    const section = canvas.getByRole('region', { name: 'Pembayaran belum selesai' });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
});
