import { expectNoSidewaysScroll, findLoadingArea, mobile, page } from '@kit/dom';
import { failing, failingOnce, gatewayWith, neverAnswering, spyOnRequests } from '@kit/gateway';
import {
  expectLocation,
  findScreen,
  guestIsSentToLogin,
  logInThroughTheForm,
  screenStory,
} from '@kit/story';
import {
  type PaymentDetail,
  signedNotification,
  type TransactionStatus,
} from '@mocks/domain/paymentNotification';
import { db } from '@mocks/store/collections';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { Transaction } from '@/api/orders';
import { retryAfterLoadError } from '@/ui/storyLoadError';
import OrderScreen from './OrderScreen';
import { factOf, orderLines } from './ordersStory';
import { bigDeliveredOrder, blendOrder, expiredOrder } from './testOrders';

const YEAR = new Date().getUTCFullYear();
/** Siti's seeded orders: unpaid online, unpaid at a branch, paid, pending, delivered. */
const ORDER = {
  online: `ord-${YEAR}-131`,
  branch: `ord-${YEAR}-132`,
  paid: `ord-${YEAR}-127`,
  pending: `ord-${YEAR}-129`,
  delivered: `ord-${YEAR}-118`,
};
const docNum = (number: number) => `SO-${YEAR}-${String(number).padStart(6, '0')}`;
const ONE_ORDER = '/api/Transaction/:alias';
const orderReads = spyOnRequests('get', ONE_ORDER);
const reopenings = spyOnRequests('post', '/api/SalesInvoice/:alias/Payment');

/**
 * The payment provider's signed notification about one of Siti's orders, sent to the gateway
 * as Midtrans sends it (POST /api/Payment/Notification): the page then shows what the mock
 * gateway made of it.
 */
function providerNotifies(alias: string, status: TransactionStatus, detail?: PaymentDetail) {
  return async () => {
    const order = db.orders.findFirst((q) => q.where({ alias }));
    if (!order) throw new Error(`No seeded order ${alias}`);
    const response = await fetch('/api/Payment/Notification', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await signedNotification(order, status, detail)),
    });
    const { outcome } = await response.json();
    if (outcome !== 'applied') throw new Error(`The gateway answered ${outcome}`);
  };
}

/** The gateway answering with one story order, whatever the alias. */
const answering = (order: Transaction) =>
  gatewayWith(http.get(`*${ONE_ORDER}`, () => HttpResponse.json(order)));

/**
 * /main/orders/:alias, an order on its own page, behind the real guard and route table: Siti
 * and her seeded orders unless a story answers with one of its own.
 */
const meta = preview.meta({
  title: 'Screens/Orders/OrderScreen',
  component: OrderScreen,
  ...screenStory({
    route: `/main/orders/${ORDER.online}`,
    session: 'siti',
    spies: [orderReads, reopenings],
  }),
});

type Canvas = ReturnType<typeof within>;

const findOrder = (canvasElement: HTMLElement, number: number) =>
  findScreen(canvasElement, `Pesanan ${docNum(number)}`, 5000);

const summary = (canvas: Canvas) => canvas.getByRole('region', { name: 'Ringkasan pembayaran' });

async function expectStatus(canvas: Canvas, words: string) {
  await expect(canvas.getByText(words, { selector: 'p *, p' })).toHaveTextContent(
    `Status: ${words}`,
  );
}

export const UnpaidOnline = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await findOrder(canvasElement, 131);
    await expectStatus(canvas, 'Menunggu Pembayaran');
    await expect(canvas.getByRole('timer', { name: 'Sisa waktu pembayaran' })).toHaveTextContent(
      /^0[23]:\d\d:\d\d$/,
    );
    await expect(canvas.getByRole('heading', { level: 2, name: /^Bayar sebelum / })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bayar sekarang' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bayar dengan QRIS' })).toBeVisible();

    const lines = orderLines(canvasElement);
    await expect(lines).toHaveLength(2);
    // The grind the beans were ordered in.
    await expect(within(lines[0] as HTMLElement).getByText('Kasar (French Press)')).toBeVisible();

    const delivery = canvas.getByRole('region', { name: 'Pengiriman' });
    await expect(factOf(delivery, 'Penerima')).toHaveTextContent('Siti Rahayu081234567890');
    await expect(factOf(delivery, 'Alamat')).toHaveTextContent(
      'Jl. Cipete Raya No. 27, RT 004/RW 002, Cipete SelatanJakarta Selatan 12410',
    );
    await expect(factOf(delivery, 'Patokan')).toHaveTextContent('Dekat Masjid Al-Ikhlas');
    await expect(factOf(delivery, 'Kurir')).toHaveTextContent(/^JNE - REGEstimasi tiba \d+ hari$/);
    await expect(factOf(summary(canvas), 'Total')).toHaveTextContent(/^Rp [\d.]+$/);
    // Paying is the one strong action: 'Beli Lagi' steps back.
    await expect(canvas.getByRole('button', { name: 'Beli Lagi' })).toBeVisible();
    await expect(orderReads.calls).toHaveBeenCalledTimes(1);
  },
});

/**
 * Order 131's 'Bayar sekarang' pressed (by `press`: once, or twice to see it opens one page):
 * the order's canvas and the demo's payment page.
 */
async function openThePaymentPage(
  canvasElement: HTMLElement,
  press: (button: HTMLElement) => Promise<void>,
) {
  const canvas = await findOrder(canvasElement, 131);
  await press(canvas.getByRole('button', { name: 'Bayar sekarang' }));
  const payment = await page.findByRole('dialog', { name: 'Pembayaran demo' });
  return { canvas, payment };
}

/** The same page on a phone: nothing makes it scroll sideways. */
const onAPhoneItFits = {
  globals: mobile,
  play: async () => {
    await expectNoSidewaysScroll();
  },
};

export const UnpaidOnlineOnAPhone = UnpaidOnline.extend(onAPhoneItFits);

/**
 * The shopper chose a BCA transfer: the provider issued a virtual account and told the
 * gateway `pending`. No money has moved, so the order still awaits payment, and its page
 * says where to transfer.
 */
export const WaitingForABankTransfer = meta.story({
  beforeEach: providerNotifies(ORDER.online, 'pending', {
    payment_type: 'bank_transfer',
    va_numbers: [{ bank: 'bca', va_number: '3901234567890123' }],
  }),
  play: async ({ canvasElement }) => {
    const canvas = await findOrder(canvasElement, 131);
    await expectStatus(canvas, 'Menunggu Pembayaran');
    await expect(canvas.queryByText('Sedang Diproses')).toBeNull();
    const payment = canvas.getByRole('region', { name: /^Bayar sebelum / });
    await expect(
      within(payment).getByText(/^Menunggu transfer ke virtual account BCA/),
    ).toHaveTextContent('Menunggu transfer ke virtual account BCA 3901 2345 6789 0123');
    await expect(within(payment).getByRole('timer')).toBeVisible();
    // The same payment page opens again (Midtrans shows the account's instructions there).
    await expect(within(payment).getByRole('button', { name: 'Bayar sekarang' })).toBeVisible();
  },
});

export const WaitingForABankTransferOnAPhone = WaitingForABankTransfer.extend(onAPhoneItFits);

/** 'Bayar nanti' on the demo's payment page issues a BCA account: the page shows it at once. */
export const PayLaterShowsTheAccount = meta.story({
  play: async ({ canvasElement }) => {
    const { canvas, payment } = await openThePaymentPage(canvasElement, userEvent.click);
    const later = within(payment).getByRole('button', { name: 'Bayar nanti' });
    await waitFor(() => expect(later).toBeEnabled());
    await userEvent.click(later);
    // BCA's company code, then the order's number, in fours.
    const account = `80777${YEAR}000131`.match(/\d{1,4}/gu)?.join(' ');
    await expect(
      await canvas.findByText(/^Menunggu transfer ke virtual account BCA/),
    ).toHaveTextContent(`Menunggu transfer ke virtual account BCA ${account}`);
    await expectStatus(canvas, 'Menunggu Pembayaran');
  },
});

/** A card payment the provider's fraud check holds (`capture` + `challenge`): not paid yet. */
export const CardUnderReview = meta.story({
  beforeEach: providerNotifies(ORDER.online, 'capture', {
    payment_type: 'credit_card',
    fraud_status: 'challenge',
  }),
  play: async ({ canvasElement }) => {
    const canvas = await findOrder(canvasElement, 131);
    await expectStatus(canvas, 'Menunggu Pembayaran');
    await expect(
      canvas.getByText('Pembayaran kartu kreditmu sedang ditinjau oleh penyedia pembayaran'),
    ).toBeVisible();
  },
});

/** Paid, then the whole payment went back: the page says so instead of 'sudah kami terima'. */
export const Refunded = meta.story({
  parameters: { route: `/main/orders/${ORDER.paid}` },
  beforeEach: providerNotifies(ORDER.paid, 'refund'),
  play: async ({ canvasElement }) => {
    const canvas = await findOrder(canvasElement, 127);
    await expect(
      canvas.getByText(
        'Dana dikembalikan: seluruh pembayaran pesanan ini sudah dikembalikan kepadamu.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/^Pembayaran sudah kami terima/)).toBeNull();
  },
});

/** Delivered, then part of the card payment taken back by the card's issuer. */
export const PartlyChargedBackOnAPhone = meta.story({
  globals: mobile,
  parameters: { route: `/main/orders/${ORDER.delivered}` },
  beforeEach: providerNotifies(ORDER.delivered, 'partial_chargeback'),
  play: async ({ canvasElement }) => {
    const canvas = await findOrder(canvasElement, 118);
    await expectStatus(canvas, 'Selesai');
    await expect(
      canvas.getByText(/^Dana ditarik kembali sebagian: bank penerbit kartumu/),
    ).toBeVisible();
    await expect(canvas.queryByText('Pesanan ini sudah selesai. Terima kasih!')).toBeNull();
    await expectNoSidewaysScroll();
  },
});

/** 'Bayar sekarang' opens the payment page again; the page then shows what the gateway says. */
export const PayNow = meta.story({
  play: async ({ canvasElement }) => {
    const { canvas, payment } = await openThePaymentPage(canvasElement, userEvent.dblClick);
    await reopenings.expectOnce(() =>
      expect(within(payment).getByRole('button', { name: 'Bayar sekarang' })).toBeEnabled(),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Menunggu pembayaran…');
    await userEvent.click(within(payment).getByRole('button', { name: 'Bayar sekarang' }));
    await waitFor(() => expectStatus(canvas, 'Sedang Diproses'));
    await expect(
      canvas.getByText('Pembayaran sudah kami terima. Pesananmu sedang disiapkan.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Bayar sekarang' })).toBeNull();
  },
});

/** Paid in another tab meanwhile: the gateway refuses, says why, and the page catches up. */
export const PayNowRefused = meta.story({
  parameters: gatewayWith(
    failing(
      'post',
      '/api/SalesInvoice/:alias/Payment',
      409,
      'Pesanan ini tidak menunggu pembayaran lagi.',
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await findOrder(canvasElement, 131);
    await userEvent.click(canvas.getByRole('button', { name: 'Bayar sekarang' }));
    const failed = await page.findByRole('alertdialog', { name: 'Gagal!' });
    await expect(failed).toHaveAccessibleDescription(
      'Halaman pembayaran belum bisa dibuka. Pesanan ini tidak menunggu pembayaran lagi.',
    );
    await expect(page.queryByRole('dialog', { name: 'Pembayaran demo' })).toBeNull();
    await waitFor(() => expect(orderReads.calls).toHaveBeenCalledTimes(2));
  },
});

/** The order is paid at a branch: the code the till scans, and where the branch is. */
export const UnpaidAtABranch = meta.story({
  parameters: { route: `/main/orders/${ORDER.branch}` },
  play: async ({ canvasElement }) => {
    const canvas = await findOrder(canvasElement, 132);
    await expectStatus(canvas, 'Menunggu Pembayaran');
    // The encoder arrives after the page (QrCodeOnDemand): its square stands in meanwhile.
    const code = await canvas.findByRole('img', {
      name: `Kode QR pembayaran pesanan ${docNum(132)}`,
    });
    await expect(code.getBoundingClientRect().width).toBe(256);
    await expect(
      canvas.getByText('Tunjukkan kode ini ke kasir Kopi Nusantara Kemang, lalu bayar.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Bayar sekarang' })).toBeNull();
    const branch = canvas.getByRole('region', { name: 'Diambil di cabang' });
    await expect(factOf(branch, 'Cabang')).toHaveTextContent(/^Kopi Nusantara Kemang/);
    await expect(
      within(branch).getByRole('link', {
        name: 'Lihat peta Kopi Nusantara Kemang (membuka tab baru)',
      }),
    ).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('region', { name: 'Pengiriman' })).toBeNull();
  },
});

export const UnpaidAtABranchOnAPhone = UnpaidAtABranch.extend(onAPhoneItFits);

export const Paid = meta.story({
  parameters: { route: `/main/orders/${ORDER.paid}` },
  play: async ({ canvasElement }) => {
    const canvas = await findOrder(canvasElement, 127);
    await expectStatus(canvas, 'Sedang Diproses');
    await expect(
      canvas.getByText('Pembayaran sudah kami terima. Pesananmu sedang disiapkan.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Bayar/ })).toBeNull();
  },
});

export const PendingOnAPhone = meta.story({
  globals: mobile,
  parameters: { route: `/main/orders/${ORDER.pending}` },
  play: async ({ canvasElement }) => {
    const canvas = await findOrder(canvasElement, 129);
    await expectStatus(canvas, 'Sedang Diproses');
    await expect(canvas.getByText(/^Pembayaranmu sedang dikonfirmasi/)).toBeVisible();
  },
});

/** Delivered, from an older release: every line, and the figures that add up. */
export const Delivered = meta.story({
  parameters: { route: '/main/orders/ord-story-118', ...answering(bigDeliveredOrder) },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Pesanan SO-2026-000118', 5000);
    await expectStatus(canvas, 'Selesai');
    const lines = orderLines(canvasElement);
    await expect(lines.map((l) => l.querySelector('p')?.textContent)).toEqual(
      bigDeliveredOrder.details.map((line) => line.product.name),
    );
    await expect(lines[3]).toHaveTextContent('2 × CUP');
    await expect(factOf(summary(canvas), 'Total produk')).toHaveTextContent('Rp 595.000');
    await expect(factOf(summary(canvas), 'Ongkos kirim')).toHaveTextContent('Rp 2.000');
    await expect(factOf(summary(canvas), 'Total')).toHaveTextContent('Rp 597.000');
    // An older gateway says nothing of the address: the courier it has is still shown.
    const delivery = canvas.getByRole('region', { name: 'Pengiriman' });
    await expect(factOf(delivery, 'Kurir')).toHaveTextContent('JNE - YESEstimasi tiba 1 hari');
    await expect(within(delivery).queryByText('Penerima')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Beli Lagi' })).toBeVisible();
  },
});

/** A customer's own blend shows what it is made of; an address without a landmark says so. */
export const BlendLine = meta.story({
  parameters: { route: '/main/orders/ord-story-140', ...answering(blendOrder) },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Pesanan SO-2026-000140', 5000);
    const [blend] = orderLines(canvasElement);
    await expect(blend).toHaveTextContent('Racikan: 75% Arabika Gayo, 25% Robusta Temanggung');
    await expect(within(blend as HTMLElement).getByText('Sedang (V60 / Drip)')).toBeVisible();
    const delivery = canvas.getByRole('region', { name: 'Pengiriman' });
    await expect(factOf(delivery, 'Patokan')).toHaveTextContent('tidak ada patokan');
  },
});

export const PaymentTimeOver = meta.story({
  parameters: { route: '/main/orders/ord-story-125', ...answering(expiredOrder) },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Pesanan SO-2026-000125', 5000);
    await expectStatus(canvas, 'Kedaluwarsa');
    await expect(canvas.getByText(/^Waktu pembayaran pesanan ini sudah habis/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Bayar/ })).toBeNull();
  },
});

export const Loading = meta.story({
  parameters: gatewayWith(neverAnswering('get', ONE_ORDER)),
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Detail pesanan');
    await findLoadingArea(canvasElement, 'Memuat pesanan…');
    await expect(canvas.getByRole('link', { name: /Pesanan Saya/ })).toBeVisible();
  },
});

export const LoadingOnAPhone = Loading.extend({ globals: mobile });

export const FailsThenRetry = meta.story({
  parameters: gatewayWith(failingOnce('get', ONE_ORDER)),
  play: async ({ canvasElement }) => {
    await retryAfterLoadError(
      canvasElement,
      'Pesanan gagal dimuat',
      'Terjadi kesalahan pada server, coba beberapa saat lagi.',
    );
    await findOrder(canvasElement, 131);
  },
});

/** Another customer's order is not found, and nothing of it shows. */
export const SomeoneElsesOrder = meta.story({
  parameters: { session: 'budi' },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Pesanan tidak ditemukan', 5000);
    await expect(canvas.getByRole('link', { name: 'Lihat Pesanan Saya' })).toHaveAttribute(
      'href',
      '/main/order-history',
    );
    await expect(canvasElement).not.toHaveTextContent(/SO-\d{4}/);
  },
});

/** An address no order could have: not found at once, and no request carries it. */
export const HostileAddress = meta.story({
  parameters: { route: `/main/orders/${encodeURIComponent('<img src=x onerror=alert(1)>')}` },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement, 'Pesanan tidak ditemukan');
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(orderReads.calls).not.toHaveBeenCalled();
  },
});

export const GuestIsSentToLogin = meta.story(guestIsSentToLogin);

/** A link from a chat app, on a phone, before logging in: the order after it. */
export const GuestLogsInAndComesBack = meta.story({
  globals: mobile,
  parameters: { session: 'guest' },
  play: async ({ canvasElement }) => {
    await expectLocation(`/login?from=%2Fmain%2Forders%2F${ORDER.online}`);
    await logInThroughTheForm(canvasElement, 'siti');
    await expectLocation(`/main/orders/${ORDER.online}`);
    await findOrder(canvasElement, 131);
  },
});
