import { expectNoSidewaysScroll, mobile } from '@kit/dom';
import { branches } from '@mocks/seed/branches';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { Branch } from '@/api/branches';
import type { AwaitedPayment, Transaction } from '@/api/orders';
import type { ConfirmFlow } from '@/ui';
import type { ReopenPayment } from '../hooks/useReopenPayment';
import { payAtStoreOrder, shippedOrder } from '../testOrders';
import { OrderPayment } from './OrderPayment';

// 1 h 20 min 5 s before the online order's deadline (15.46.18 in Jakarta).
const fixedClock = () => new Date('2026-11-22T14:26:13+07:00').getTime();

/**
 * 'Bayar sekarang' as the order's page holds it (useReopenPayment): idle unless said, its
 * press a spy. The part only starts the flow; its dialogs are the page's (OrderView).
 */
function reopening(state: Partial<Pick<ReopenPayment, 'isPaying' | 'isUnavailable'>> = {}) {
  const flow: Partial<ConfirmFlow<string>> = { start: fn() };
  const payment: ReopenPayment = {
    flow: flow as ConfirmFlow<string>,
    isPaying: false,
    isUnavailable: false,
    ...state,
  };
  return payment;
}

/** The online order, with the payment its provider already waits for. */
const awaiting = (awaitedPayment: AwaitedPayment): Transaction => ({
  ...shippedOrder,
  paymentMethod: 'online',
  awaitedPayment,
});

/** The mock gateway's first branch, as the storefront reads it. */
const kemang = branches[0] as Branch;

/**
 * How to pay an unpaid order, on its page: the deadline and its countdown, the payment the
 * provider waits for, 'Bayar sekarang' and the QRIS code online; the till's code at a branch.
 */
const meta = preview.meta({
  title: 'Parts/Orders/OrderPayment',
  component: OrderPayment,
  args: { order: shippedOrder, payment: reopening(), onPaymentTimeUp: fn(), now: fixedClock },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <OrderPayment {...args} />
    </div>
  ),
});

type Canvas = ReturnType<typeof within>;

/** The section, named by its deadline, with the time left on the story's clock. */
async function paymentSection(canvas: Canvas, timeLeft = '01:20:05') {
  const section = canvas.getByRole('region', { name: /^Bayar sebelum 22 Nov 2026, \d\d\.46$/ });
  await expect(
    within(section).getByRole('timer', { name: 'Sisa waktu pembayaran' }),
  ).toHaveTextContent(timeLeft);
  return within(section);
}

/**
 * The awaited payment in words, and the number to pay to, set apart from them (or none):
 * then 'Bayar sekarang', which opens the provider's page with its instructions again.
 */
async function expectAwaited(canvas: Canvas, words: string, code: string | null) {
  const section = await paymentSection(canvas);
  const line = section.getByText(words, { exact: false });
  await expect(line.textContent).toBe(code ? `${words} ${code}` : words);
  await expect(line.querySelector('strong')?.textContent ?? null).toBe(code);
  await expect(section.getByRole('button', { name: 'Bayar sekarang' })).toBeVisible();
}

/**
 * Nothing chosen yet: 'Bayar sekarang' opens the payment page for this order, and its QRIS
 * code is the quieter way beside it.
 */
export const NothingChosenYet = meta.story({
  play: async ({ canvas, args }) => {
    const section = await paymentSection(canvas);
    await expect(section.queryByText(/^Menunggu/)).toBeNull();
    const payNow = section.getByRole('button', { name: 'Bayar sekarang' });
    const qris = section.getByRole('button', { name: 'Bayar dengan QRIS' });
    await expect(getComputedStyle(qris).backgroundColor).not.toBe(
      getComputedStyle(payNow).backgroundColor,
    );
    await userEvent.click(payNow);
    await expect(args.payment.flow.start).toHaveBeenCalledOnce();
    await expect(args.payment.flow.start).toHaveBeenCalledWith('ord-story-131');
    await expect(section.queryByRole('status')).toBeNull();
    await expect(section.queryByRole('alert')).toBeNull();
  },
});

export const NothingChosenYetOnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    const section = await paymentSection(canvas);
    await expect(
      section.getByRole('button', { name: 'Bayar sekarang' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
    await expectNoSidewaysScroll();
  },
});

/**
 * The story of one payment the provider waits for: the order awaiting `awaited` (not under
 * review unless said) says `words`, then `code` set apart, or no number at all.
 */
const awaitedStory = (
  awaited: Omit<AwaitedPayment, 'isUnderReview'> & { isUnderReview?: boolean },
  words: string,
  code: string | null,
) => ({
  args: { order: awaiting({ isUnderReview: false, ...awaited }) },
  play: async ({ canvas }: { canvas: Canvas }) => expectAwaited(canvas, words, code),
});

/** A BCA transfer chosen: the virtual account to transfer to, in fours as a bank app shows it. */
export const VirtualAccount = meta.story(
  awaitedStory(
    { paymentType: 'bank_transfer', bank: 'bca', vaNumber: '3901234567890123' },
    'Menunggu transfer ke virtual account BCA',
    '3901 2345 6789 0123',
  ),
);

export const VirtualAccountOnAPhone = VirtualAccount.extend({
  globals: mobile,
  play: async () => {
    await expectNoSidewaysScroll();
  },
});

/** Mandiri Bill: the company code in the words, the bill's code to pay with after them. */
export const MandiriBillCodes = meta.story(
  awaitedStory(
    { paymentType: 'echannel', billerCode: '70012', billKey: '990521847161' },
    'Menunggu pembayaran Mandiri Bill (kode perusahaan 70012) dengan kode bayar',
    '9905 2184 7161',
  ),
);

/** An e-wallet: the app it waits in, and no number. */
export const EWallet = meta.story(
  awaitedStory({ paymentType: 'gopay' }, 'Menunggu pembayaran lewat GoPay', null),
);

/** At a store's till: the store by name and the payment code to say there. */
export const StorePaymentCode = meta.story(
  awaitedStory(
    { paymentType: 'cstore', store: 'indomaret', paymentCode: '25709650945026' },
    'Menunggu pembayaran di kasir Indomaret dengan kode bayar',
    '2570 9650 9450 26',
  ),
);

/** The payment page is open: 'Bayar sekarang' busy (it sends nothing twice), and said so. */
export const Paying = meta.story({
  args: { payment: reopening({ isPaying: true }) },
  play: async ({ canvas, args }) => {
    const section = await paymentSection(canvas);
    const payNow = section.getByRole('button', { name: 'Bayar sekarang' });
    await expect(payNow).toHaveAttribute('aria-disabled', 'true');
    await expect(section.getByRole('status')).toHaveTextContent('Menunggu pembayaran…');
    await userEvent.click(payNow);
    await expect(args.payment.flow.start).not.toHaveBeenCalled();
  },
});

/** The payment page could not be opened: said in place, and 'Bayar sekarang' can be pressed again. */
export const PaymentPageUnavailable = meta.story({
  args: { payment: reopening({ isUnavailable: true }) },
  play: async ({ canvas, args }) => {
    const section = await paymentSection(canvas);
    await expect(section.getByRole('alert')).toHaveTextContent(
      'Halaman pembayaran tidak dapat dibuka. Periksa koneksimu, lalu tekan Bayar sekarang lagi.',
    );
    await userEvent.click(section.getByRole('button', { name: 'Bayar sekarang' }));
    await expect(args.payment.flow.start).toHaveBeenCalledOnce();
    await expect(args.payment.flow.start).toHaveBeenCalledWith('ord-story-131');
  },
});

/** A card payment the provider's fraud check holds: said so, whatever else it sent. */
export const CardUnderReview = meta.story(
  awaitedStory(
    { paymentType: 'credit_card', bank: 'bni', vaNumber: '12345', isUnderReview: true },
    'Pembayaran kartu kreditmu sedang ditinjau oleh penyedia pembayaran',
    null,
  ),
);

/** The gateway will not open the payment page again: the QRIS code is then the way to pay. */
export const OnlyTheQrisCode = meta.story({
  args: { order: { ...shippedOrder, canReopenPayment: false } },
  play: async ({ canvas }) => {
    const section = await paymentSection(canvas);
    await expect(section.queryByRole('button', { name: 'Bayar sekarang' })).toBeNull();
    await expect(section.getByRole('button', { name: 'Bayar dengan QRIS' })).toBeVisible();
  },
});

/**
 * Paid at a branch: the code the till scans (the order's own), where to show it, the amount;
 * nothing to press, and nothing of an online payment even where the order carries it.
 */
export const AtABranch = meta.story({
  args: {
    order: {
      ...payAtStoreOrder,
      paymentMethod: 'branch',
      branch: kemang,
      midTransQRISUrl: shippedOrder.midTransQRISUrl,
      awaitedPayment: { paymentType: 'gopay', isUnderReview: false },
    },
    // 1 h before the branch order's deadline (18.16.18 in Jakarta).
    now: () => new Date('2026-11-22T17:16:18+07:00').getTime(),
  },
  play: async ({ canvas }) => {
    const section = within(
      canvas.getByRole('region', { name: /^Bayar sebelum 22 Nov 2026, \d\d\.16$/ }),
    );
    await expect(section.getByRole('timer')).toHaveTextContent('01:00:00');
    await expect(
      await section.findByRole('img', { name: 'Kode QR pembayaran pesanan SO-2026-000132' }),
    ).toBeVisible();
    await expect(section.getByText('Bayar di kasir')).toBeVisible();
    await expect(
      section.getByText('Tunjukkan kode ini ke kasir Kopi Nusantara Kemang, lalu bayar.'),
    ).toBeVisible();
    await expect(section.getByText('Rp 82.000')).toBeVisible();
    await expect(section.queryByRole('button')).toBeNull();
    await expect(section.queryByText(/^Menunggu/)).toBeNull();
  },
});

/** An order from an older gateway that does not name its branch: the till is any branch's. */
export const AtAnUnnamedBranch = AtABranch.extend({
  args: { order: { ...payAtStoreOrder, paymentMethod: 'branch', branch: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tunjukkan kode ini ke kasir, lalu bayar.')).toBeVisible();
  },
});

export const AtABranchOnAPhone = AtABranch.extend({
  globals: mobile,
  play: async () => {
    await expectNoSidewaysScroll();
  },
});
