import { expectLinkTo, expectNoSidewaysScroll, mobile } from '@kit/dom';
import { expectLocation, withLocationProbe } from '@kit/story';
import { branches } from '@mocks/seed/branches';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { Branch } from '@/api/branches';
import type { Transaction } from '@/api/orders';
import { BranchQrCode } from './BranchQrCode';

/** The mock gateway's first branch, as the storefront reads it. */
const kemang = branches[0] as Branch;

const ALIAS = 'SI-QR-7f3a9c2e';

/** The order the QR invoice became, as GET /api/Transaction/{alias} answers (lines left out). */
const order: Transaction = {
  alias: ALIAS,
  docNum: 'SO-2026-000140',
  docDate: '2026-11-22T17:16:18+07:00',
  docDueDate: '2026-11-22T18:16:18+07:00',
  docStatus: 'Open',
  docTotal: 275_000,
  details: [],
  midTransQRISUrl: null,
  logisticService: null,
  logisticETADays: null,
  logisticRate: null,
};

/** Siti's Rp 275.000 to pay at Kemang, once the QR invoice exists. */
const meta = preview.meta({
  title: 'Parts/Branch/BranchQrCode',
  component: BranchQrCode,
  args: {
    payment: { alias: ALIAS, branch: kemang, order },
    onReadAgain: fn(),
    isReading: false,
  },
  decorators: [withLocationProbe],
});

type Canvas = ReturnType<typeof within>;

/** The result, named by its heading, and its code: 256 px (SPEC §9), named by the alias. */
async function findResult(canvas: Canvas) {
  const result = canvas.getByRole('region', { name: 'Tunjukkan kode ini ke kasir' });
  // The encoder arrives after the part (QrCodeOnDemand): its square stands in meanwhile.
  const code = await within(result).findByRole('img', { name: `Kode QR pembayaran ${ALIAS}` });
  return { result: within(result), code };
}

/** What to do at the till, step by step, with the amount to pay. */
async function expectSteps(result: Canvas, amount: string) {
  const steps = within(result.getByRole('list')).getAllByRole('listitem');
  await expect(steps.map((step) => step.textContent)).toEqual([
    'Datang ke Kopi Nusantara Kemang, Jl. Kemang Raya No. 18, Bangka, Mampang Prapatan, Jakarta Selatan 12730.',
    `Tunjukkan kode QR ini ke kasir dan bayar ${amount}.`,
    'Ambil pesananmu setelah pembayaran dikonfirmasi.',
  ]);
}

/** The order was read back: its number and the deadline after which it is cancelled. */
export const WithTheOrder = meta.story({
  play: async ({ canvas }) => {
    const { result, code } = await findResult(canvas);
    await expect(code).toHaveAttribute('width', '256');
    await expect(code.getBoundingClientRect().width).toBe(256);
    await expect(result.getByRole('heading', { level: 2 })).toHaveAttribute('tabindex', '-1');
    await expect(result.getByText(ALIAS)).toBeVisible();
    await expect(result.getByText('Pesanan SO-2026-000140')).toBeVisible();
    await expect(result.getByText('Rp 275.000', { selector: 'data' })).toBeVisible();
    await expectSteps(result, 'Rp 275.000');
    // 18.16 in Jakarta, read in the shopper's own time zone.
    await expect(
      result.getByText(
        /^Bayar sebelum 22 Nov 2026 pukul \d\d\.16; setelah itu pesanan dibatalkan\.$/u,
      ),
    ).toBeVisible();
    await expect(
      result.getByText(
        'Pesanan ini menunggu di Pesanan Saya, bagian Menunggu Pembayaran, sampai dibayar.',
      ),
    ).toBeVisible();

    await userEvent.click(result.getByRole('link', { name: 'Lihat di Pesanan Saya' }));
    await expectLocation('/main/order-history?status=menunggu_pembayaran');
  },
});

/**
 * The invoice was made but its order could not be read: the QR is what the shopper needs;
 * no amount the browser worked out, no number and no deadline are made up. The part says the
 * order cannot be read yet and offers to read it again.
 */
export const WithoutTheOrder = meta.story({
  args: { payment: { alias: ALIAS, branch: kemang, order: null } },
  play: async ({ args, canvas }) => {
    const { result, code } = await findResult(canvas);
    await expect(code).toBeVisible();
    await expect(result.queryByText(/^Rp/u, { selector: 'data' })).toBeNull();
    const steps = within(result.getByRole('list')).getAllByRole('listitem');
    await expect(steps[1]).toHaveTextContent(
      'Tunjukkan kode QR ini ke kasir dan bayar sesuai total pesanan.',
    );
    await expect(result.queryByText(/^Pesanan SO-/u)).toBeNull();
    await expect(result.queryByText(/^Bayar sebelum/u)).toBeNull();
    const note = result.getByRole('alert');
    await expect(note).toHaveTextContent('Pesanan belum bisa dibaca.');
    await userEvent.click(within(note).getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onReadAgain).toHaveBeenCalledOnce();
    await expectLinkTo(
      result,
      'Lihat di Pesanan Saya',
      '/main/order-history?status=menunggu_pembayaran',
    );
  },
});

/** Reading the order again: said as it happens, with no amount meanwhile. */
export const ReadingTheOrderAgain = meta.story({
  args: { payment: { alias: ALIAS, branch: kemang, order: null }, isReading: true },
  play: async ({ canvas }) => {
    const { result } = await findResult(canvas);
    await expect(result.getByRole('status')).toHaveTextContent('Membaca pesanan…');
    await expect(result.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
  },
});

/** On a phone the code keeps its 256 px and the page does not scroll sideways. */
export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    const { code } = await findResult(canvas);
    await expect(code.getBoundingClientRect().width).toBe(256);
    await expectNoSidewaysScroll();
  },
});
