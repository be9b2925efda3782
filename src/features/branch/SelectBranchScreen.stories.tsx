import { expectEmptyState, findModal, mobile, modalGone } from '@kit/dom';
import {
  answerLostOnce,
  failing,
  failingOnce,
  gatewayWith,
  heldUntilReleased,
  neverAnswering,
  spyOnRequests,
} from '@kit/gateway';
import { expectLocation, expectNoGlobalError, guestIsSentToLogin, screenStory } from '@kit/story';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { listCartLines } from '@/api/cart/calls';
import { listOrders } from '@/api/orders/calls';
import { retryAfterLoadError } from '@/ui/storyLoadError';
import SelectBranchScreen from './SelectBranchScreen';

const QR_INVOICE = '/api/SalesInvoice/QR';
const BRANCHES = '/api/Branch';

const invoices = spyOnRequests('post', QR_INVOICE);

/**
 * Siti pays her cart (Rp 275.000, two lines) at a branch: /main/select-branch behind the
 * real guard, the mock gateway's three branches.
 */
const meta = preview.meta({
  title: 'Screens/Branch/SelectBranch',
  component: SelectBranchScreen,
  ...screenStory({
    route: '/main/select-branch',
    session: 'siti',
    spies: [invoices],
    watchesGlobalErrors: true,
  }),
});

type Canvas = ReturnType<typeof within>;

const payButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Bayar di cabang ini' });

async function screenReady(canvas: Canvas) {
  await canvas.findByRole('heading', { level: 1, name: 'Pilih cabang' });
  return canvas.findByRole('radiogroup', { name: /Cabang Kopi Nusantara/ });
}

async function chooseKemang(canvas: Canvas) {
  await screenReady(canvas);
  await userEvent.click(canvas.getByRole('radio', { name: /^Kopi Nusantara Kemang/ }));
}

/** Presses pay: the question it asks first. */
async function askToPay(canvas: Canvas) {
  await userEvent.click(payButton(canvas));
  return findModal('Kamu yakin?', 'alertdialog');
}

/** Presses pay and says yes to paying at Kemang. */
async function payAtKemang(canvas: Canvas) {
  const question = await askToPay(canvas);
  await expect(question).toHaveAccessibleDescription(
    'Pesananmu akan dibayar di Kopi Nusantara Kemang. Kode QR pembayaran dibuat setelah ini.',
  );
  await userEvent.click(within(question).getByRole('button', { name: 'Ya, Buat QR' }));
}

/** Kemang chosen and paying there said yes to, which the gateway refuses: 'Gagal!' says `why`. */
async function payAtKemangRefused(canvas: Canvas, why: string) {
  await chooseKemang(canvas);
  await payAtKemang(canvas);
  const failed = await findModal('Gagal!', 'alertdialog');
  await expect(failed).toHaveAccessibleDescription(`Kode QR belum dibuat. ${why}`);
  return failed;
}

export const ChooseAndPay = meta.story({
  play: async ({ canvas }) => {
    const before = await listCartLines();
    const total = before.reduce((sum, line) => sum + line.lineTotal, 0);
    await screenReady(canvas);
    // The cart's lines and their real total are what will be paid.
    const lines = canvas.getByRole('list', { name: 'Produk yang dibayar di toko' });
    await expect(lines.querySelectorAll(':scope > li')).toHaveLength(before.length);
    await expect(canvas.getByText('Rp 275.000')).toBeVisible();
    // Nothing chosen yet: the button says why it waits.
    await expect(payButton(canvas)).toBeDisabled();
    await expect(payButton(canvas)).toHaveAccessibleDescription(
      'Pilih cabang tempat kamu membayar.',
    );

    await chooseKemang(canvas);
    const map = canvas.getByRole('link', {
      name: 'Lihat peta Kopi Nusantara Kemang (membuka tab baru)',
    });
    await expect(map).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');

    await payAtKemang(canvas);
    const code = await canvas.findByRole('img', { name: /^Kode QR pembayaran SI-QR-/ });
    await expect(code).toHaveAttribute('width', '256');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Tunjukkan kode ini ke kasir' }),
    ).toHaveFocus();
    // The branch is chosen: the page and the tab now say what is left to do.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Bayar di toko');
    await expect(document.title).toBe('Bayar di toko · Kopi Nusantara');
    await expect(
      canvas.getByText(/Tunjukkan kode QR ini ke kasir dan bayar Rp 275\.000/),
    ).toBeVisible();
    await expect(canvas.getByText(/^Bayar sebelum /)).toBeVisible();
    await invoices.expectOnce(() =>
      expect(canvas.getByRole('link', { name: 'Lihat di Pesanan Saya' })).toBeVisible(),
    );
    // The invoice carries the branch's address and the lines' real total.
    await expect(invoices.calls).toHaveBeenCalledWith(
      expect.objectContaining({
        BranchCode: 'JKT-KMG',
        AddressLine1: 'Jl. Kemang Raya No. 18',
        DocTotal: total,
        DocStatus: 'Open',
      }),
    );
    // The order waits under 'Menunggu Pembayaran', and the cart is empty.
    const outstanding = await listOrders('outstanding');
    await expect(outstanding.map((order) => order.docTotal)).toContain(total);
    await expect(await listCartLines()).toHaveLength(0);
    await userEvent.click(canvas.getByRole('link', { name: 'Lihat di Pesanan Saya' }));
    await expectLocation('/main/order-history?status=menunggu_pembayaran');
    await expectNoGlobalError();
  },
});

export const ChooseAndPayOnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    await chooseKemang(canvas);
    // One column: the summary and its button come after the branches.
    const group = canvas.getByRole('radiogroup', { name: /Cabang Kopi Nusantara/ });
    await expect(payButton(canvas).getBoundingClientRect().top).toBeGreaterThan(
      group.getBoundingClientRect().bottom,
    );
    await payAtKemang(canvas);
    await expect(
      await canvas.findByRole('img', { name: /^Kode QR pembayaran SI-QR-/ }),
    ).toBeVisible();
  },
});

export const CancelSendsNothing = meta.story({
  play: async ({ canvas }) => {
    await chooseKemang(canvas);
    const question = await askToPay(canvas);
    await userEvent.click(within(question).getByRole('button', { name: 'Tidak, Batalkan' }));
    await modalGone('alertdialog');
    await expect(invoices.calls).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: /^Kopi Nusantara Kemang/ })).toBeChecked();
  },
});

const held = heldUntilReleased('post', QR_INVOICE);

/** Pressed again and again while the invoice is out: one invoice, one QR. */
export const OneInvoiceHoweverOftenPressed = meta.story({
  ...held.story,
  play: async ({ canvas }) => {
    await chooseKemang(canvas);
    const question = await askToPay(canvas);
    const yes = within(question).getByRole('button', { name: 'Ya, Buat QR' });
    await userEvent.tripleClick(yes);
    await waitFor(() => expect(yes).toHaveAttribute('aria-disabled', 'true'));
    await held.releaseAndExpectOnce(() =>
      canvas.getByRole('img', { name: /^Kode QR pembayaran SI-QR-/ }),
    );
  },
});

/** A server fault says so and offers the same invoice again; the cart is untouched. */
export const InvoiceFailsThenRetry = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failingOnce('post', QR_INVOICE));
  },
  play: async ({ canvas }) => {
    const failed = await payAtKemangRefused(
      canvas,
      'Terjadi kesalahan pada server, coba beberapa saat lagi.',
    );
    await expect(await listCartLines()).toHaveLength(2);
    await userEvent.click(within(failed).getByRole('button', { name: 'Coba lagi' }));
    await expect(
      await canvas.findByRole('img', { name: /^Kode QR pembayaran SI-QR-/ }),
    ).toBeVisible();
  },
});

/**
 * The invoice made but its answer lost (issue 22): said as unknown, never 'Gagal!'; 'Coba
 * lagi' sends it again under the same key and the gateway answers the invoice the lost send
 * made: the page says it is made, links to it and shows its QR. One order, nothing read to
 * find out.
 */
export const InvoiceAnswerLostThenRetriedFindsIt = meta.story({
  parameters: gatewayWith(answerLostOnce('post', QR_INVOICE)),
  play: async ({ canvas }) => {
    const before = await listOrders('outstanding');
    await chooseKemang(canvas);
    await payAtKemang(canvas);
    const unknown = await findModal('Belum bisa dipastikan', 'alertdialog');
    await expect(unknown).toHaveAccessibleDescription(
      'Jawaban server tidak sampai, jadi kami belum tahu apakah kode QR pesananmu sudah diproses. Coba lagi: permintaan yang sama dikirim ulang, jadi tidak akan tercatat dua kali.',
    );
    await userEvent.click(within(unknown).getByRole('button', { name: 'Coba lagi' }));
    const found = await findModal('Pesananmu sudah dibuat', 'alertdialog');
    await expect(found).toHaveAccessibleDescription(
      'Pesananmu sudah tercatat; kode QR-nya tampil di halaman ini. Lihat pesanan',
    );
    const after = await listOrders('outstanding');
    await expect(after).toHaveLength(before.length + 1);
    const made = after.find((order) => !before.some((known) => known.alias === order.alias));
    await expect(within(found).getByRole('link', { name: 'Lihat pesanan' })).toHaveAttribute(
      'href',
      `/main/orders/${made?.alias}`,
    );
    await expect(invoices.calls).toHaveBeenCalledTimes(2);
    await userEvent.click(within(found).getByRole('button', { name: 'Okay!' }));
    await expect(
      await canvas.findByRole('img', { name: `Kode QR pembayaran ${made?.alias}` }),
    ).toBeVisible();
  },
});

/** The cart changed in another tab: the gateway refuses, the summary shows the cart as it is. */
export const CartChangedMeanwhile = meta.story({
  parameters: gatewayWith(
    failing(
      'post',
      QR_INVOICE,
      409,
      'Keranjang kamu berubah. Muat ulang keranjang lalu coba lagi.',
    ),
  ),
  play: async ({ canvas }) => {
    await payAtKemangRefused(
      canvas,
      'Keranjang kamu berubah. Muat ulang keranjang lalu coba lagi.',
    );
  },
});

export const BranchListFailsThenRetry = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failingOnce('get', BRANCHES));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Pilih cabang' });
    const alert = await canvas.findByRole('alert');
    await expect(
      within(alert).getByRole('heading', { name: 'Daftar cabang gagal dimuat' }),
    ).toBeVisible();
    await expect(payButton(canvas)).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await screenReady(canvas);
  },
});

/** The cart failing to load says so (not that it is empty), and 'Coba lagi' brings it back. */
export const CartFailsThenRetry = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failingOnce('get', '/api/Cart'));
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Pilih cabang' });
    await retryAfterLoadError(canvasElement, 'Keranjang gagal dimuat');
    await expect(canvas.queryByText('Keranjangmu masih kosong')).toBeNull();
    await chooseKemang(canvas);
    await expect(payButton(canvas)).toBeEnabled();
  },
});

/** A map link that is not https (or not a link at all) is not offered. */
export const UnsafeMapLinkIsNotOffered = meta.story({
  parameters: gatewayWith(
    http.get(`*${BRANCHES}`, () =>
      HttpResponse.json([
        {
          code: 'JKT-KMG',
          name: 'Kopi Nusantara Kemang',
          line1: 'Jl. Kemang Raya No. 18',
          line2: 'Bangka, Mampang Prapatan',
          city: 'Jakarta Selatan',
          cityId: '153',
          postalCode: '12730',
          imageUrl: 'javascript:alert(1)',
          gMapsUrl: 'javascript:alert(document.cookie)',
        },
      ]),
    ),
  ),
  play: async ({ canvas }) => {
    await chooseKemang(canvas);
    await expect(canvas.queryByRole('link', { name: /Lihat peta/ })).toBeNull();
    await expect(canvas.getByRole('figure').querySelector('img')).toBeNull();
  },
});

/** With nothing in the cart there is nothing to pay at a branch: a way to shop instead. */
export const EmptyCart = meta.story({
  parameters: { session: 'budi' },
  play: async ({ canvas }) => {
    await expectEmptyState(canvas, 'Keranjangmu masih kosong', {
      name: 'Lihat produk',
      href: '/products',
    });
    await expect(canvas.queryByRole('button', { name: 'Bayar di cabang ini' })).toBeNull();
  },
});

export const GuestIsSentToLogin = meta.story(guestIsSentToLogin);

/** The page waits for the cart before offering anything. */
export const Loading = meta.story({
  parameters: gatewayWith(neverAnswering('get', '/api/Cart')),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Pilih cabang' });
    await expect(canvas.getByText('Memuat daftar cabang…')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Bayar di cabang ini' })).toBeNull();
  },
});
