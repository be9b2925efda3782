import { expectNoSidewaysScroll, findModal, mobile, modalGone } from '@kit/dom';
import { branches } from '@mocks/seed/branches';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { Branch } from '@/api/branches';
import type { Transaction } from '@/api/orders';
import { pushedEvents } from '@/features/analytics/public';
import { factOf, orderLines } from '../ordersStory';
import { bigDeliveredOrder, expiredOrder, payAtStoreOrder, shippedOrder } from '../testOrders';
import { OrderView } from './OrderView';

// 1 h 20 min 5 s before the delivery order's deadline (15.46.18 in Jakarta).
const fixedClock = () => new Date('2026-11-22T14:26:13+07:00').getTime();
// 1 h before the branch order's deadline (18.16.18 in Jakarta), and 1 min after it.
const branchClock = () => new Date('2026-11-22T17:16:18+07:00').getTime();
const afterBranchDeadline = () => new Date('2026-11-22T18:17:18+07:00').getTime();

/** The mock gateway's first branch, as the storefront reads it. */
const kemang = branches[0] as Branch;

/** Sent home by JNE, paid online (or not yet): SO-2026-000131. */
const delivery: Transaction = { ...shippedOrder, paymentMethod: 'online' };
/** Collected and paid at Kemang with the till's QR code: SO-2026-000132. */
const atBranch: Transaction = { ...payAtStoreOrder, paymentMethod: 'branch', branch: kemang };
const paid = (order: Transaction): Transaction => ({ ...order, docStatus: 'Paid' });

/** One order on its own page (the screen gives it once loaded), on a fixed clock. */
const meta = preview.meta({
  title: 'Parts/Orders/OrderView',
  component: OrderView,
  args: { order: delivery, onPaymentTimeUp: fn(), now: fixedClock },
});

type Canvas = ReturnType<typeof within>;

/** The order's number as the page's heading and the browser's title, and its status in words. */
async function expectOrder(canvas: Canvas, docNum: string, status: string) {
  await expect(canvas.getByRole('heading', { level: 1, name: `Pesanan ${docNum}` })).toBeVisible();
  await waitFor(() => expect(document.title).toBe(`Pesanan ${docNum} · Kopi Nusantara`));
  await expect(canvas.getByText(status, { selector: 'p *, p' })).toHaveTextContent(
    `Status: ${status}`,
  );
}

/** When it was ordered, named for a screen reader, in the browser's time zone. */
async function expectOrderedAt(canvasElement: HTMLElement, docDate: string, minute: string) {
  const time = canvasElement.querySelector(`time[datetime="${docDate}"]`);
  await expect(time?.textContent).toMatch(new RegExp(`^2[12] Nov 2026, \\d\\d\\.${minute}$`));
  await expect(time?.parentElement?.textContent).toMatch(/^Tanggal pesanan: /);
}

const summaryOf = (canvas: Canvas) => canvas.getByRole('region', { name: 'Ringkasan pembayaran' });
const linesOf = (canvas: Canvas) => canvas.getByRole('region', { name: 'Produk yang dipesan' });
const paymentOf = (canvas: Canvas) => canvas.queryByRole('region', { name: /^Bayar sebelum / });

/** The summary's figures, each by its term ('Ongkos kirim' only for an order sent home). */
async function expectFigures(
  canvas: Canvas,
  figures: { items: string; shipping: string | null; total: string },
) {
  const summary = summaryOf(canvas);
  await expect(factOf(summary, 'Total produk')).toHaveTextContent(figures.items);
  if (figures.shipping)
    await expect(factOf(summary, 'Ongkos kirim')).toHaveTextContent(figures.shipping);
  else await expect(within(summary).queryByText('Ongkos kirim')).toBeNull();
  await expect(factOf(summary, 'Total')).toHaveTextContent(figures.total);
}

/** Nothing to pay: no deadline, no countdown, no way to pay. */
async function expectNothingToPay(canvas: Canvas) {
  await expect(paymentOf(canvas)).toBeNull();
  await expect(canvas.queryByRole('timer')).toBeNull();
  await expect(canvas.queryByRole('button', { name: /^Bayar/ })).toBeNull();
  await expect(canvas.queryByRole('img', { name: /^Kode QR/ })).toBeNull();
}

/** The word beside the status of an order past paying, as the gateway's status gives it. */
const NOTES = {
  paid: 'Pembayaran sudah kami terima. Pesananmu sedang disiapkan.',
  pending: 'Pembayaranmu sedang dikonfirmasi. Pesananmu disiapkan setelah itu.',
  done: 'Pesanan ini sudah selesai. Terima kasih!',
  expired: 'Waktu pembayaran pesanan ini sudah habis, jadi pesanan tidak diproses.',
};

/** An order past paying: its status, the one word beside it, and nothing to pay. */
async function expectSettled(canvas: Canvas, docNum: string, status: string, note: string) {
  await expectOrder(canvas, docNum, status);
  await expect(canvas.getByText(note)).toBeVisible();
  await expectNothingToPay(canvas);
}

type Reversal = NonNullable<Transaction['paymentReversal']>['kind'];

/**
 * The story of money that went back (`kind`) on `order`: said first, as `note`, instead of
 * what its status alone would say (`instead`).
 */
const reversedStory = (
  order: Transaction,
  kind: Reversal,
  status: string,
  note: string,
  instead: string,
) => ({
  args: { order: { ...order, paymentReversal: { kind } } },
  play: async ({ canvas }: { canvas: Canvas }) => {
    await expectSettled(canvas, order.docNum, status, note);
    await expect(canvas.queryByText(instead)).toBeNull();
  },
});

/**
 * Unpaid, sent home: how to pay it first, every line, where it goes, the figures; paying is
 * the one strong action, so 'Beli Lagi' is the quieter button. No word beside the status.
 */
export const DeliveryAwaitingPayment = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expectOrder(canvas, 'SO-2026-000131', 'Menunggu Pembayaran');
    await expectOrderedAt(canvasElement, shippedOrder.docDate, '46');
    const payment = paymentOf(canvas);
    await expect(payment).not.toBeNull();
    await expect(within(payment as HTMLElement).getByRole('timer')).toHaveTextContent('01:20:05');
    const payNow = canvas.getByRole('button', { name: 'Bayar sekarang' });
    await expect(canvas.getByRole('button', { name: 'Bayar dengan QRIS' })).toBeVisible();
    await expect(canvas.queryByText(NOTES.paid)).toBeNull();

    const lines = orderLines(canvasElement);
    await expect(lines.map((line) => line.querySelector('p')?.textContent)).toEqual([
      'Arabika Toraja Sapan',
      'Drip Bag Kintamani',
    ]);
    await expect(canvas.getByRole('region', { name: 'Pengiriman' })).toBeVisible();
    await expectFigures(canvas, { items: 'Rp 395.500', shipping: 'Rp 9.000', total: 'Rp 404.500' });
    const buyAgain = within(summaryOf(canvas)).getByRole('button', { name: 'Beli Lagi' });
    await expect(getComputedStyle(buyAgain).backgroundColor).not.toBe(
      getComputedStyle(payNow).backgroundColor,
    );
    // The summary stands beside the lines.
    await expect(summaryOf(canvas).getBoundingClientRect().left).toBeGreaterThanOrEqual(
      linesOf(canvas).getBoundingClientRect().right,
    );
  },
});

/** On a phone: paying comes first, the summary under the lines, and nothing scrolls sideways. */
export const DeliveryAwaitingPaymentOnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    await expectOrder(canvas, 'SO-2026-000131', 'Menunggu Pembayaran');
    const payment = paymentOf(canvas) as HTMLElement;
    await expect(payment.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      linesOf(canvas).getBoundingClientRect().top,
    );
    await expect(summaryOf(canvas).getBoundingClientRect().top).toBeGreaterThanOrEqual(
      linesOf(canvas).getBoundingClientRect().bottom,
    );
    await expectNoSidewaysScroll();
  },
});

/**
 * Paid: the gateway's word that the payment arrived, nothing left to pay, and 'Beli Lagi'
 * asks before it adds anything to the cart.
 */
export const DeliveryPaid = meta.story({
  args: { order: paid(delivery) },
  play: async ({ canvas }) => {
    await expectSettled(canvas, 'SO-2026-000131', 'Sedang Diproses', NOTES.paid);
    await expectFigures(canvas, { items: 'Rp 395.500', shipping: 'Rp 9.000', total: 'Rp 404.500' });

    await userEvent.click(canvas.getByRole('button', { name: 'Beli Lagi' }));
    const question = await findModal('Kamu yakin?', 'alertdialog');
    await expect(question).toHaveAccessibleDescription(
      'Item dalam pembelian ini akan ditambahkan ke keranjang.',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Tidak, Batalkan' }));
    await modalGone('alertdialog');
  },
});

/** With 'Terima' given, a paid order's page tells analytics of the purchase, once, in IDR. */
export const DeliveryPaidIsMeasured = meta.story({
  args: { order: paid(delivery) },
  parameters: { consent: 'granted' },
  play: async () => {
    await waitFor(() => {
      const purchases = pushedEvents().filter((event) => event.name === 'purchase');
      expect(purchases).toHaveLength(1);
      expect(purchases[0]?.params).toMatchObject({
        currency: 'IDR',
        transaction_id: 'ord-story-131',
        value: 404_500,
        shipping: 9000,
        items: [
          expect.objectContaining({ item_id: 'BN-TORA-250', quantity: 1 }),
          expect.objectContaining({ item_id: 'DR-KINT-5', quantity: 2 }),
        ],
      });
    });
  },
});

/** Paid, the payment still being confirmed: said so, and it is prepared after that. */
export const DeliveryPendingOnAPhone = meta.story({
  globals: mobile,
  args: { order: { ...delivery, docStatus: 'Pending' } },
  play: async ({ canvas }) => {
    await expectSettled(canvas, 'SO-2026-000131', 'Sedang Diproses', NOTES.pending);
    await expectNoSidewaysScroll();
  },
});

/** Still 'Open' at the gateway, but its deadline has passed on this clock: expired, not payable. */
export const DeliveryExpired = meta.story({
  args: { order: expiredOrder },
  play: async ({ canvas }) => {
    await expectSettled(canvas, 'SO-2026-000125', 'Kedaluwarsa', NOTES.expired);
    // Buying the same again is still offered, now as the page's one strong action.
    await expect(canvas.getByRole('button', { name: 'Beli Lagi' })).toBeVisible();
  },
});

/** Delivered: the thanks, every line of a longer order, and what it cost. */
export const Delivered = meta.story({
  args: { order: bigDeliveredOrder },
  play: async ({ canvas, canvasElement }) => {
    await expectSettled(canvas, 'SO-2026-000118', 'Selesai', NOTES.done);
    await expect(orderLines(canvasElement)).toHaveLength(4);
    await expectFigures(canvas, { items: 'Rp 595.000', shipping: 'Rp 2.000', total: 'Rp 597.000' });
  },
});

/** Paid, then refunded in full: the refund is said instead of 'sudah kami terima'. */
export const PaidThenRefunded = meta.story(
  reversedStory(
    paid(delivery),
    'refund',
    'Sedang Diproses',
    'Dana dikembalikan: seluruh pembayaran pesanan ini sudah dikembalikan kepadamu.',
    NOTES.paid,
  ),
);

/** Part refunded: said as a part. */
export const PaidThenPartlyRefunded = meta.story(
  reversedStory(
    paid(delivery),
    'partial_refund',
    'Sedang Diproses',
    'Dana dikembalikan sebagian: sebagian pembayaran pesanan ini sudah dikembalikan kepadamu.',
    NOTES.paid,
  ),
);

/** Delivered, then the card's issuer took the payment back: said instead of the thanks. */
export const DeliveredThenChargedBack = meta.story(
  reversedStory(
    bigDeliveredOrder,
    'chargeback',
    'Selesai',
    'Dana ditarik kembali: bank penerbit kartumu membatalkan pembayaran pesanan ini (chargeback).',
    NOTES.done,
  ),
);

export const DeliveredThenPartlyChargedBackOnAPhone = meta.story({
  ...reversedStory(
    bigDeliveredOrder,
    'partial_chargeback',
    'Selesai',
    'Dana ditarik kembali sebagian: bank penerbit kartumu membatalkan sebagian pembayaran pesanan ini (chargeback).',
    NOTES.done,
  ),
  globals: mobile,
});

/**
 * Unpaid, to pay at Kemang: the till's QR code and where, no 'Bayar sekarang', and no
 * shipping in the figures.
 */
export const QrAtABranchAwaitingPayment = meta.story({
  args: { order: atBranch, now: branchClock },
  play: async ({ canvas, canvasElement }) => {
    await expectOrder(canvas, 'SO-2026-000132', 'Menunggu Pembayaran');
    await expectOrderedAt(canvasElement, payAtStoreOrder.docDate, '16');
    await expect(canvas.getByRole('timer')).toHaveTextContent('01:00:00');
    await expect(
      await canvas.findByRole('img', { name: 'Kode QR pembayaran pesanan SO-2026-000132' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Tunjukkan kode ini ke kasir Kopi Nusantara Kemang, lalu bayar.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Bayar/ })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Diambil di cabang' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Pengiriman' })).toBeNull();
    await expectFigures(canvas, { items: 'Rp 82.000', shipping: null, total: 'Rp 82.000' });
    await expect(summaryOf(canvas).getBoundingClientRect().left).toBeGreaterThanOrEqual(
      linesOf(canvas).getBoundingClientRect().right,
    );
  },
});

export const QrAtABranchAwaitingPaymentOnAPhone = meta.story({
  globals: mobile,
  args: { order: atBranch, now: branchClock },
  play: async ({ canvas }) => {
    const code = await canvas.findByRole('img', {
      name: 'Kode QR pembayaran pesanan SO-2026-000132',
    });
    await expect(code.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(summaryOf(canvas).getBoundingClientRect().top).toBeGreaterThanOrEqual(
      linesOf(canvas).getBoundingClientRect().bottom,
    );
    await expectNoSidewaysScroll();
  },
});

/** Paid at the till: the code is gone, and the payment is said to have arrived. */
export const QrAtABranchPaid = meta.story({
  args: { order: paid(atBranch), now: branchClock },
  play: async ({ canvas }) => {
    await expectSettled(canvas, 'SO-2026-000132', 'Sedang Diproses', NOTES.paid);
    await expect(canvas.getByRole('region', { name: 'Diambil di cabang' })).toBeVisible();
  },
});

/** Not paid at the till in time: expired, and no code to show any more. */
export const QrAtABranchExpired = meta.story({
  args: { order: atBranch, now: afterBranchDeadline },
  play: async ({ canvas }) => {
    await expectSettled(canvas, 'SO-2026-000132', 'Kedaluwarsa', NOTES.expired);
  },
});

/** A status the shop has no words for is shown as the gateway names it, with nothing added. */
export const StatusTheShopDoesNotKnow = meta.story({
  args: { order: { ...delivery, docStatus: 'Cancelled' } },
  play: async ({ canvas }) => {
    await expectOrder(canvas, 'SO-2026-000131', 'Cancelled');
    await expectNothingToPay(canvas);
    for (const note of Object.values(NOTES)) await expect(canvas.queryByText(note)).toBeNull();
  },
});

/** An order the gateway sends without its lines: nothing to buy again. */
export const WithoutLines = meta.story({
  args: { order: { ...paid(delivery), details: [] } },
  play: async ({ canvas }) => {
    await expectOrder(canvas, 'SO-2026-000131', 'Sedang Diproses');
    await expect(canvas.queryByRole('button', { name: 'Beli Lagi' })).toBeNull();
  },
});
