import { definitionOf, expectLinkTo, mobile, modalGone, page } from '@kit/dom';
import {
  answerLostOnce,
  failing,
  failingOnce,
  gatewayWith,
  heldUntilReleased,
  neverAnswering,
  offline,
  offlineOnce,
  spyOnKeys,
  spyOnRequests,
} from '@kit/gateway';
import { reloadTheTab } from '@kit/reload';
import { expectLocation, expectNoGlobalError, guestIsSentToLogin, screenStory } from '@kit/story';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { listShipmentAddresses, removeShipmentAddress } from '@/api/addresses/calls';
import { updateCartLines } from '@/api/cart/calls';
import { listOrders } from '@/api/orders/calls';
import { setPaymentScript, snapScriptLoader } from '@/features/payment/public';
import { retryAfterLoadError } from '@/ui/storyLoadError';
import CheckoutScreen from './CheckoutScreen';

const INVOICE = '/api/SalesInvoice/Online';
const SHIPPING = '/api/Shipping';
// The placed order's own address (the mock's online orders are trx-…).
const ORDER = '/api/Transaction/trx-*';
const OUTSTANDING = '/api/Transaction/Outstanding';

const invoices = spyOnRequests('post', INVOICE);
const invoiceKeys = spyOnKeys('post', INVOICE);
/** An invoice's lost answer is never looked for among the outstanding orders. */
const outstandingReads = spyOnRequests('get', OUTSTANDING);
const orderChecks = spyOnRequests('get', ORDER);
const shippingQuotes = spyOnRequests('post', SHIPPING);

/**
 * Siti's checkout at /main/checkout, behind the real guard: her two lines (Rp 275.000), her
 * default address 'Rumah' and 'Kantor' in Setiabudi, where SiCepat does not deliver. Paying
 * opens the demo's offline payment page ('Pembayaran demo'), as the demo build does.
 */
const meta = preview.meta({
  title: 'Screens/Checkout/Checkout',
  component: CheckoutScreen,
  ...screenStory({
    route: '/main/checkout',
    session: 'siti',
    spies: [invoices, invoiceKeys, outstandingReads, orderChecks, shippingQuotes],
    watchesGlobalErrors: true,
  }),
});

type Canvas = ReturnType<typeof within>;

async function findHeading(canvas: Canvas) {
  return canvas.findByRole('heading', { level: 1, name: 'Checkout' });
}

function payButton(canvas: Canvas) {
  return canvas.getByRole('button', { name: 'Lanjut Pembayaran' });
}

/** The summary's figures as they read: 'Rp 275.000' … */
function summary(canvas: Canvas) {
  return within(canvas.getByRole('region', { name: 'Ringkasan pembayaran' }));
}

async function choose(canvas: Canvas, name: string | RegExp) {
  const radio = await canvas.findByRole('radio', { name });
  await waitFor(() => expect(radio).toBeEnabled());
  await userEvent.click(radio);
  await expect(radio).toBeChecked();
}

/** Rumah (the default), JNE, REG: ready to pay Rp 275.000 + Rp 9.000. */
async function chooseJneRegular(canvas: Canvas) {
  await expect(await canvas.findByRole('radio', { name: /^Rumah/ })).toBeChecked();
  await choose(canvas, 'Jalur Nugraha Ekakurir (JNE)');
  await choose(canvas, /^REG · Layanan Reguler/);
  await waitFor(() => expect(payButton(canvas)).toBeEnabled());
}

/** The demo's payment page once it shows what is to be paid. */
async function paymentPage() {
  const dialog = await page.findByRole('dialog', { name: 'Pembayaran demo' });
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: 'Bayar sekarang' })).toBeEnabled(),
  );
  return within(dialog);
}

/** Rumah, JNE REG, and 'Lanjut Pembayaran' pressed. */
async function orderJneRegular(canvas: Canvas) {
  await chooseJneRegular(canvas);
  await userEvent.click(payButton(canvas));
}

/** Ordered (orderJneRegular), and `button` pressed on the demo's payment page, which closes. */
async function payOnTheDemoPage(canvas: Canvas, button: string) {
  await orderJneRegular(canvas);
  const dialog = await paymentPage();
  await expect(dialog.getByText('Rp 284.000')).toBeVisible();
  await userEvent.click(dialog.getByRole('button', { name: button }));
  await waitFor(() => expect(page.queryByRole('dialog', { name: 'Pembayaran demo' })).toBeNull());
}

/** The list's own items: a line's facts (a blend's composition) are lists of their own. */
function orderLines(list: HTMLElement): HTMLElement[] {
  return Array.from(list.querySelectorAll<HTMLElement>(':scope > li'));
}

async function findResult(canvas: Canvas, title: string) {
  const heading = await canvas.findByRole('heading', { level: 2, name: title });
  return within(heading.closest('section') as HTMLElement);
}

const ORDER_PAGE = /^\/main\/orders\/[\w-]+$/;

/** The result's 'Lihat data invoice': the order's own page. */
async function expectInvoiceLink(result: Canvas) {
  const invoice = result.getByRole('link', { name: 'Lihat data invoice' });
  await expect(invoice.getAttribute('href')).toMatch(ORDER_PAGE);
  return invoice;
}

/**
 * The order's own page, where the payment page's success, pending and close land (issue 22):
 * the status there is the gateway's, whatever the payment page said.
 */
async function findOrderPage(canvas: Canvas, status: string) {
  await waitFor(() => expect(page.getByTestId('story-location').textContent).toMatch(ORDER_PAGE));
  await canvas.findByRole('heading', { level: 1, name: /^Pesanan SO-/ }, { timeout: 5000 });
  const pill = canvas.getByText(status, { selector: 'p' });
  await expect(pill).toHaveTextContent(`Status: ${status}`);
  return pill;
}

export const Ready = meta.story({
  play: async ({ canvas }) => {
    await expect(await findHeading(canvas)).toBeVisible();

    const items = await canvas.findByRole('list', { name: 'Produk yang dibeli' });
    const lines = orderLines(items);
    await expect(lines).toHaveLength(2);
    await expect(within(lines[0] as HTMLElement).getByText('Arabika Gayo Full Wash')).toBeVisible();
    await expect(within(lines[0] as HTMLElement).getByText('2 × Rp 125.000')).toBeVisible();
    await expect(within(lines[1] as HTMLElement).getByText('Kopi Susu Gula Aren')).toBeVisible();

    // The default address is chosen; the other is one press away.
    await expect(await canvas.findByRole('radio', { name: /^Rumah/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Kantor/ })).not.toBeChecked();
    await expect(canvas.getByText(/Jl\. Cipete Raya No\. 27/)).toBeVisible();
    await expectLinkTo(canvas, 'Tambah alamat', '/main/address-form?from=%2Fmain%2Fcheckout');

    // Nothing to pay for yet: the shipping is not chosen.
    await expect(summary(canvas).getByText('Total harga (2 produk)')).toBeVisible();
    await expect(summary(canvas).getByText('Pilih layanan dulu')).toBeVisible();
    await expect(payButton(canvas)).toBeDisabled();
    await expect(shippingQuotes.calls).not.toHaveBeenCalled();

    await choose(canvas, 'Jalur Nugraha Ekakurir (JNE)');
    await expect(
      await canvas.findByRole('radio', { name: /^REG · Layanan Reguler/ }),
    ).toHaveAccessibleName('REG · Layanan Reguler Rp 9.000 · Estimasi 1-2 hari');
    await expect(payButton(canvas)).toBeDisabled();
    // SPEC §9: the proxy gets the lines' weight in grams, from the shop's city to the sub-district.
    await expect(shippingQuotes.calls).toHaveBeenCalledTimes(1);
    await expect(shippingQuotes.calls.mock.calls[0]?.[0]).toMatchObject({
      httpMethod: 1,
      path: 'cost',
      data: { destination: '15301', destinationType: 'subdistrict', courier: 'jne' },
    });

    await choose(canvas, /^REG · Layanan Reguler/);
    await expect(summary(canvas).getByText('Rp 9.000')).toBeVisible();
    await expect(summary(canvas).getByText('Rp 284.000')).toBeVisible();
    await expect(payButton(canvas)).toBeEnabled();
  },
});

export const ReadyMobile = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    await chooseJneRegular(canvas);
    await expect(summary(canvas).getByText('Rp 284.000')).toBeVisible();
    // One column: the summary and its button come after the choices, not beside them.
    const shipping = canvas.getByRole('region', { name: 'Pengiriman' }).getBoundingClientRect();
    const sum = canvas
      .getByRole('region', { name: 'Ringkasan pembayaran' })
      .getBoundingClientRect();
    await expect(sum.top).toBeGreaterThan(shipping.bottom);
    await expect(sum.left).toBe(shipping.left);
  },
});

export const Loading = meta.story({
  parameters: gatewayWith(neverAnswering('get', '/api/Cart')),
  play: async ({ canvas }) => {
    await findHeading(canvas);
    await expect(await canvas.findByText('Memuat checkout…')).toBeInTheDocument();
    await expect(canvas.getByText('Memuat checkout…').closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('button', { name: 'Lanjut Pembayaran' })).toBeNull();
  },
});

export const LoadingMobile = Loading.extend({ globals: mobile });

export const CartFailsThenRetry = meta.story({
  parameters: gatewayWith(failingOnce('get', '/api/Cart')),
  play: async ({ canvas, canvasElement }) => {
    await retryAfterLoadError(
      canvasElement,
      'Keranjang gagal dimuat',
      'Terjadi kesalahan pada server, coba beberapa saat lagi.',
    );
    await expectNoGlobalError();
    await expect(await canvas.findByRole('list', { name: 'Produk yang dibeli' })).toBeVisible();
  },
});

export const EmptyCart = meta.story({
  parameters: { session: 'budi' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Keranjangmu masih kosong' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Lanjut Pembayaran' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Mulai belanja' }));
    await expectLocation('/products');
  },
});

export const EmptyCartMobile = meta.story({
  parameters: { session: 'budi' },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Keranjangmu masih kosong' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mulai belanja' })).toBeVisible();
  },
});

const noAddresses = http.get('*/api/ShipmentAddress', () => HttpResponse.json([]));

export const NoAddress = meta.story({
  parameters: gatewayWith(noAddresses),
  play: async ({ canvas }) => {
    const couriers = await canvas.findByRole('radiogroup', { name: 'Kurir' });
    await expect(couriers).toHaveAccessibleDescription(
      'Silahkan pilih alamat pengiriman kamu terlebih dahulu ya!',
    );
    for (const courier of within(couriers).getAllByRole('radio')) {
      await expect(courier).toBeDisabled();
    }
    await expect(canvas.queryByRole('radiogroup', { name: 'Layanan' })).toBeNull();
    await expect(payButton(canvas)).toBeDisabled();
    await expect(shippingQuotes.calls).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('link', { name: 'Tambah alamat' }));
    await expectLocation('/main/address-form?from=%2Fmain%2Fcheckout');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Tambah Alamat' }),
    ).toBeVisible();
  },
});

export const NoAddressMobile = meta.story({
  parameters: gatewayWith(noAddresses),
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Silahkan pilih alamat pengiriman kamu terlebih dahulu ya!'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tambah alamat' })).toBeVisible();
    await expect(payButton(canvas)).toBeDisabled();
  },
});

export const AddressesFailThenRetry = meta.story({
  parameters: gatewayWith(offlineOnce('get', '/api/ShipmentAddress')),
  play: async ({ canvas, canvasElement }) => {
    await retryAfterLoadError(
      canvasElement,
      'Alamat gagal dimuat',
      'Periksa koneksi internetmu lalu coba lagi.',
    );
    await expect(await canvas.findByRole('radio', { name: /^Rumah/ })).toBeChecked();
  },
});

export const AddressChangedResetsService = meta.story({
  play: async ({ canvas }) => {
    await chooseJneRegular(canvas);
    await choose(canvas, /^Kantor/);
    // The price was for Cipete: the service is chosen again for Setiabudi.
    await expect(
      await canvas.findByRole('radio', { name: /^REG · Layanan Reguler/ }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Jalur Nugraha Ekakurir (JNE)' })).toBeChecked();
    await expect(summary(canvas).getByText('Pilih layanan dulu')).toBeVisible();
    await expect(payButton(canvas)).toBeDisabled();
    await expect(shippingQuotes.calls).toHaveBeenCalledTimes(2);
    await expect(shippingQuotes.calls.mock.calls[1]?.[0]).toMatchObject({
      data: { destination: '15309', courier: 'jne' },
    });
    await choose(canvas, /^REG · Layanan Reguler/);
    await expect(payButton(canvas)).toBeEnabled();
  },
});

export const CourierChangedResetsService = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    await chooseJneRegular(canvas);
    await choose(canvas, 'Citra Van Titipan Kilat (TIKI)');
    await expect(
      await canvas.findByRole('radio', { name: /^ECO · Economy Service/ }),
    ).toBeVisible();
    await expect(canvas.queryByRole('radio', { checked: true, name: /^REG/ })).toBeNull();
    await expect(payButton(canvas)).toBeDisabled();
  },
});

export const CourierWithoutServices = meta.story({
  play: async ({ canvas }) => {
    await choose(canvas, /^Kantor/);
    await choose(canvas, 'SiCepat Express');
    await expect(
      await canvas.findByText('Kurir ini belum melayani alamat tujuan. Pilih kurir lain.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: 'Layanan' })).toBeNull();
    await expect(payButton(canvas)).toBeDisabled();

    // Another courier does reach Setiabudi.
    await choose(canvas, 'POS Indonesia (POS)');
    await choose(canvas, /^Pos Reguler/);
    await expect(payButton(canvas)).toBeEnabled();
  },
});

export const CourierWithoutServicesMobile = CourierWithoutServices.extend({ globals: mobile });

export const ShippingFailsThenRetry = meta.story({
  parameters: gatewayWith(failingOnce('post', SHIPPING)),
  play: async ({ canvas }) => {
    await choose(canvas, 'Jalur Nugraha Ekakurir (JNE)');
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText('Ongkos kirim gagal dihitung')).toBeVisible();
    await expect(
      within(alert).getByText('Terjadi kesalahan pada server, coba beberapa saat lagi.'),
    ).toBeVisible();
    await expectNoGlobalError();
    await expect(payButton(canvas)).toBeDisabled();

    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await choose(canvas, /^REG · Layanan Reguler/);
    await expect(payButton(canvas)).toBeEnabled();
  },
});

export const ShippingOffline = meta.story({
  globals: mobile,
  parameters: gatewayWith(offline('post', SHIPPING)),
  play: async ({ canvas }) => {
    await choose(canvas, 'Jalur Nugraha Ekakurir (JNE)');
    const alert = await canvas.findByRole('alert');
    await expect(
      within(alert).getByText('Periksa koneksi internetmu lalu coba lagi.'),
    ).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
});

const slowQuote = heldUntilReleased('post', SHIPPING);

export const ShippingSlow = meta.story({
  ...slowQuote.story,
  play: async ({ canvas }) => {
    await choose(canvas, 'Jalur Nugraha Ekakurir (JNE)');
    await expect(await canvas.findByText('Menghitung ongkos kirim…')).toBeVisible();
    await expect(payButton(canvas)).toBeDisabled();
    slowQuote.release();
    await choose(canvas, /^REG · Layanan Reguler/);
    await expect(canvas.queryByText('Menghitung ongkos kirim…')).toBeNull();
  },
});

const heldInvoice = heldUntilReleased('post', INVOICE);

/** Double clicks on 'Lanjut Pembayaran' while the invoice is on its way: one invoice. */
export const PayingBusy = meta.story({
  ...heldInvoice.story,
  play: async ({ canvas }) => {
    await chooseJneRegular(canvas);
    const button = payButton(canvas);
    await userEvent.dblClick(button);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await heldInvoice.releaseAndExpectOnce(() =>
      page.getByRole('dialog', { name: 'Pembayaran demo' }),
    );
    await expect(canvas.getByText('Menunggu pembayaran…')).toBeInTheDocument();
    // What was sent is what the page showed: the saved address, the quoted service.
    await expect(invoices.calls.mock.calls[0]?.[0]).toMatchObject({
      AddressLine2: 'Jl. Cipete Raya No. 27, RT 004/RW 002, Cipete Selatan',
      Pic: 'Siti Rahayu',
      CustomerName: 'Siti Rahayu',
      Logistic: 'jne',
      LogisticService: 'REG',
      LogisticRate: 9000,
      LogisticDestinationId: '15301',
      DocTotal: 284000,
      Remarks: '',
    });
    await expect(invoices.calls.mock.calls[0]?.[0]).not.toHaveProperty('MessageInGiftCard');
    // The story leaves no payment page open behind it.
    await userEvent.click((await paymentPage()).getByRole('button', { name: 'Tutup' }));
    await findOrderPage(canvas, 'Menunggu Pembayaran');
  },
});

export const PaymentSuccess = meta.story({
  play: async ({ canvas }) => {
    await payOnTheDemoPage(canvas, 'Bayar sekarang');
    // The order's own page, with what the gateway says of it.
    await findOrderPage(canvas, 'Sedang Diproses');
    await expect(
      canvas.getByText('Pembayaran sudah kami terima. Pesananmu sedang disiapkan.'),
    ).toBeVisible();
    const paid = canvas.getByRole('region', { name: 'Ringkasan pembayaran' });
    await expect(definitionOf(paid, 'Total')).toHaveTextContent('Rp 284.000');
    await expect(orderChecks.calls).toHaveBeenCalledTimes(1);
    await expect(invoices.calls).toHaveBeenCalledTimes(1);

    // The cart is empty now: the navbar says so.
    await expect(await page.findByRole('link', { name: 'Keranjang (0)' })).toBeVisible();
  },
});

export const PaymentSuccessMobile = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    await payOnTheDemoPage(canvas, 'Bayar sekarang');
    await findOrderPage(canvas, 'Sedang Diproses');
  },
});

export const PaymentPending = meta.story({
  play: async ({ canvas }) => {
    await payOnTheDemoPage(canvas, 'Bayar nanti');
    // A virtual account was issued and no money has moved: the order still awaits payment,
    // and its page says where to transfer.
    await findOrderPage(canvas, 'Menunggu Pembayaran');
    await expect(canvas.getByText(/^Menunggu transfer ke virtual account BCA/)).toHaveTextContent(
      /^Menunggu transfer ke virtual account BCA( \d{1,4})+$/,
    );
    await expect(canvas.queryByText('Sedang Diproses')).toBeNull();
  },
});

export const PaymentFailed = meta.story({
  play: async ({ canvas }) => {
    await payOnTheDemoPage(canvas, 'Gagalkan pembayaran');
    const result = await findResult(canvas, 'Pembayaran belum selesai');
    await expect(result.getByText(/menunggu di "Menunggu Pembayaran"/)).toBeVisible();
    await expectInvoiceLink(result);

    // The same order can be paid at once, without a second invoice.
    await userEvent.click(result.getByRole('button', { name: 'Coba bayar lagi' }));
    const dialog = await paymentPage();
    await userEvent.click(dialog.getByRole('button', { name: 'Bayar sekarang' }));
    await findOrderPage(canvas, 'Sedang Diproses');
    await expect(invoices.calls).toHaveBeenCalledTimes(1);
  },
});

export const PaymentClosed = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    await payOnTheDemoPage(canvas, 'Tutup');
    // The order waits on its own page, with its countdown and the way to pay it.
    await findOrderPage(canvas, 'Menunggu Pembayaran');
    await expect(canvas.getByRole('timer', { name: 'Sisa waktu pembayaran' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bayar sekarang' })).toBeVisible();
  },
});

/**
 * The payment page reports success, but the gateway never saw the money (a tampered or
 * confused script): the order's page shows it still unpaid, never 'Sedang Diproses'.
 */
export const CallbackSaysPaidGatewayDoesNot = meta.story({
  parameters: gatewayWith(
    http.post('*/mock-payment/:token', () =>
      HttpResponse.json({
        orderAlias: 'trx-x',
        docNum: 'SO-x',
        amount: 284000,
        docStatus: 'Open',
        result: { order_id: 'trx-x', status_code: '200', transaction_status: 'settlement' },
      }),
    ),
  ),
  play: async ({ canvas }) => {
    await payOnTheDemoPage(canvas, 'Bayar sekarang');
    await findOrderPage(canvas, 'Menunggu Pembayaran');
    await expect(canvas.queryByText('Sedang Diproses')).toBeNull();
    await expect(orderChecks.calls).toHaveBeenCalledTimes(1);
  },
});

/** The gateway's own script cannot be reached (a blocker, a network that drops it). */
export const ScriptUnavailable = meta.story({
  beforeEach: () => {
    // Nothing listens on the discard port: the script fails at once.
    setPaymentScript(
      snapScriptLoader({
        scriptUrl: 'http://127.0.0.1:9/snap.js',
        clientKey: 'SB-Mid-client-story',
      }),
    );
    // A page where the gateway's script has never run.
    const saved = window.snap;
    delete window.snap;
    return () => {
      if (saved) window.snap = saved;
    };
  },
  play: async ({ canvas }) => {
    await orderJneRegular(canvas);
    const result = await findResult(canvas, 'Halaman pembayaran tidak dapat dibuka');
    await expect(result.getByText(/Pesananmu sudah tersimpan/)).toBeVisible();
    await expectInvoiceLink(result);
    await expect(invoices.calls).toHaveBeenCalledTimes(1);
    // Nothing was paid, so nothing was asked of the gateway about a payment.
    await expect(orderChecks.calls).not.toHaveBeenCalled();
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(document.querySelector('script[data-client-key]')).toBeNull();
  },
});

/** A build for a real gateway without VITE_PAYMENT_CLIENT_KEY. */
export const PaymentNotConfigured = meta.story({
  globals: mobile,
  beforeEach: () => {
    setPaymentScript(null);
  },
  play: async ({ canvas }) => {
    await orderJneRegular(canvas);
    const result = await findResult(canvas, 'Halaman pembayaran tidak dapat dibuka');
    await expect(result.getByRole('button', { name: 'Coba bayar lagi' })).toBeVisible();
    await expect(result.getByRole('link', { name: 'Lihat data invoice' })).toBeVisible();
    await expect(invoices.calls).toHaveBeenCalledTimes(1);
  },
});

/**
 * The invoice sent and the connection lost (issue 22): the gateway may have made the order,
 * so the page never says it failed; it says the outcome is unknown and offers 'Coba lagi',
 * which sends the same invoice under the same key. Here it never arrived: the retry makes it.
 */
export const InvoiceFailsOfflineThenRetry = meta.story({
  parameters: gatewayWith(offlineOnce('post', INVOICE)),
  play: async ({ canvas }) => {
    await orderJneRegular(canvas);
    const unknown = await page.findByRole('alertdialog', { name: 'Belum bisa dipastikan' });
    await expect(unknown).toHaveAccessibleDescription(
      'Jawaban server tidak sampai, jadi kami belum tahu apakah pesananmu sudah diproses. Coba lagi: permintaan yang sama dikirim ulang, jadi tidak akan tercatat dua kali.',
    );
    await expect(page.queryByRole('alertdialog', { name: 'Gagal!' })).toBeNull();
    await expectNoGlobalError();

    await userEvent.click(within(unknown).getByRole('button', { name: 'Coba lagi' }));
    await paymentPage();
    // The spy sees what the page sent: the try that never arrived and the one retry.
    await expect(invoices.calls).toHaveBeenCalledTimes(2);
    await userEvent.click((await paymentPage()).getByRole('button', { name: 'Bayar sekarang' }));
    await findOrderPage(canvas, 'Sedang Diproses');
  },
});

/**
 * The order made but its answer lost (issue 22): 'Coba lagi' sends the same invoice under the
 * same key, and the gateway answers the order the lost send made (replayed): the page says
 * it is made and links to it, instead of a second order or a second payment page. Nothing
 * was read to find out.
 */
export const InvoiceAnswerLostThenRetriedFindsTheOrder = meta.story({
  parameters: gatewayWith(answerLostOnce('post', INVOICE)),
  play: async ({ canvas }) => {
    const before = await listOrders('outstanding');
    outstandingReads.calls.mockClear();
    await orderJneRegular(canvas);
    const unknown = await page.findByRole('alertdialog', { name: 'Belum bisa dipastikan' });
    await expect(page.queryByRole('alertdialog', { name: 'Gagal!' })).toBeNull();

    await userEvent.click(within(unknown).getByRole('button', { name: 'Coba lagi' }));
    const found = await page.findByRole('alertdialog', { name: 'Pesananmu sudah dibuat' });
    await expect(found).toHaveAccessibleDescription(
      'Pesananmu sudah tercatat dan menunggu pembayaran. Lihat pesanan',
    );
    const link = within(found).getByRole('link', { name: 'Lihat pesanan' });
    await expect(link.getAttribute('href')).toMatch(ORDER_PAGE);
    await expect(page.queryByRole('dialog', { name: 'Pembayaran demo' })).toBeNull();
    await expect(invoices.calls).toHaveBeenCalledTimes(2);
    const [[first], [retried]] = invoiceKeys.calls.mock.calls as [[string], [string]];
    await expect(retried).toBe(first);
    await expect(outstandingReads.calls).not.toHaveBeenCalled();
    // One order made, the one linked to.
    const after = await listOrders('outstanding');
    await expect(after).toHaveLength(before.length + 1);
    const made = after.find((order) => !before.some((known) => known.alias === order.alias));
    await expect(link).toHaveAttribute('href', `/main/orders/${made?.alias}`);
  },
});

export const InvoiceServerError = meta.story({
  parameters: gatewayWith(failing('post', INVOICE)),
  play: async ({ canvas }) => {
    await orderJneRegular(canvas);
    const failed = await page.findByRole('alertdialog', { name: 'Gagal!' });
    await expect(failed).toHaveAccessibleDescription(
      'Terjadi kesalahan saat melakukan pembayaran, silakan coba lagi nanti. Terjadi kesalahan pada server, coba beberapa saat lagi.',
    );
    await userEvent.click(within(failed).getByRole('button', { name: 'Okay!' }));
    await modalGone('alertdialog');
    // SPEC §8: the cart reloads, and it is intact.
    const items = await canvas.findByRole('list', { name: 'Produk yang dibeli' });
    await expect(orderLines(items)).toHaveLength(2);
    await expect(payButton(canvas)).toBeEnabled();
  },
});

/** The address was deleted in another tab before paying: the gateway refuses (400). */
export const InvoiceRefusedAddressGone = meta.story({
  play: async ({ canvas }) => {
    await choose(canvas, /^Kantor/);
    await choose(canvas, 'Jalur Nugraha Ekakurir (JNE)');
    await choose(canvas, /^REG · Layanan Reguler/);
    // Another tab removes 'Kantor'.
    const saved = await listShipmentAddresses();
    const office = saved.find((address) => address.name === 'Kantor');
    if (!office) throw new Error('Kantor is not in the seed');
    await removeShipmentAddress(office);

    await userEvent.click(payButton(canvas));
    const failed = await page.findByRole('alertdialog', { name: 'Gagal!' });
    await expect(failed).toHaveAccessibleDescription(
      /^Terjadi kesalahan saat melakukan pembayaran, silakan coba lagi nanti\. Alamat pengiriman tidak ada di daftar alamat kamu/,
    );
    // Sending the same invoice again cannot help: no retry, the page is what to fix.
    await expect(within(failed).queryByRole('button', { name: 'Coba lagi' })).toBeNull();
    await userEvent.click(within(failed).getByRole('button', { name: 'Okay!' }));
    await modalGone('alertdialog');

    await waitFor(() => expect(canvas.queryByRole('radio', { name: /^Kantor/ })).toBeNull());
    await expect(canvas.getByRole('radio', { name: /^Rumah/ })).toBeChecked();
    await expect(payButton(canvas)).toBeDisabled();
    await expect(invoices.calls).toHaveBeenCalledTimes(1);
  },
});

/** The cart changed in another tab: the gateway refuses the stale invoice (409). */
export const InvoiceRefusedCartChanged = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    await chooseJneRegular(canvas);
    await updateCartLines([{ alias: 'crt-siti-1', quantity: 3, price: 125000 }]);

    await userEvent.click(payButton(canvas));
    const failed = await page.findByRole('alertdialog', { name: 'Gagal!' });
    await expect(failed).toHaveAccessibleDescription(
      'Terjadi kesalahan saat melakukan pembayaran, silakan coba lagi nanti. Isi keranjangmu berubah sejak halaman ini dibuka. Keranjang sudah dimuat ulang: periksa lagi, lalu tekan Lanjut Pembayaran.',
    );
    await expect(within(failed).queryByRole('button', { name: 'Coba lagi' })).toBeNull();
    await userEvent.click(within(failed).getByRole('button', { name: 'Okay!' }));
    await modalGone('alertdialog');

    // The page shows the cart as it is now, and pays for that.
    await expect(await canvas.findByText('3 × Rp 125.000')).toBeVisible();
    await expect(
      definitionOf(
        canvas.getByRole('region', { name: 'Ringkasan pembayaran' }),
        'Total harga (2 produk)',
      ),
    ).toHaveTextContent('Rp 400.000');
  },
});

/** After a failed payment the checkout asks the gateway itself; offline, it says so. */
export const StatusCheckOfflineThenRetry = meta.story({
  parameters: gatewayWith(offlineOnce('get', ORDER)),
  play: async ({ canvas }) => {
    await payOnTheDemoPage(canvas, 'Gagalkan pembayaran');
    const failed = await findResult(canvas, 'Status pembayaran belum bisa diperiksa');
    await expect(
      failed.getByText('Periksa koneksi internetmu lalu coba lagi. Pesananmu sudah tersimpan.'),
    ).toBeVisible();
    await userEvent.click(failed.getByRole('button', { name: 'Coba lagi' }));
    await findResult(canvas, 'Pembayaran belum selesai');
    await expect(invoices.calls).toHaveBeenCalledTimes(1);
  },
});

/** Reloads the tab, and resolves with the checkout shown again once its addresses are in. */
async function reloadTheCheckout(canvas: Canvas) {
  const before = await findHeading(canvas);
  reloadTheTab();
  await waitFor(() => expect(before).not.toBeInTheDocument());
  await findHeading(canvas);
  await canvas.findByRole('radio', { name: /^Rumah/ });
}

const JNE = 'Jalur Nugraha Ekakurir (JNE)';
const REGULAR = /^REG · Layanan Reguler/;

/** Kantor (not the default), JNE, REG: ready to pay. */
async function chooseOfficeJneRegular(canvas: Canvas) {
  await choose(canvas, /^Kantor/);
  await choose(canvas, JNE);
  await choose(canvas, REGULAR);
  await waitFor(() => expect(payButton(canvas)).toBeEnabled());
}

/**
 * A reload (back from an e-wallet app, a weak connection) keeps the shopper's address,
 * courier and service: never quietly back to the default address.
 */
export const ChoiceKeptOverReload = meta.story({
  play: async ({ canvas }) => {
    await chooseOfficeJneRegular(canvas);
    await expect(summary(canvas).getByText('Rp 284.000')).toBeVisible();

    await reloadTheCheckout(canvas);
    await expect(await canvas.findByRole('radio', { name: /^Kantor/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Rumah/ })).not.toBeChecked();
    await expect(await canvas.findByRole('radio', { name: JNE })).toBeChecked();
    await expect(await canvas.findByRole('radio', { name: REGULAR })).toBeChecked();
    await waitFor(() => expect(payButton(canvas)).toBeEnabled());
    await expect(summary(canvas).getByText('Rp 9.000')).toBeVisible();
    await expect(summary(canvas).getByText('Rp 284.000')).toBeVisible();
    await expect(summary(canvas).queryByText('Pilih layanan dulu')).toBeNull();
    // Priced again for Setiabudi, not taken from storage.
    await expect(shippingQuotes.calls.mock.lastCall?.[0]).toMatchObject({
      data: { destination: '15309', courier: 'jne' },
    });
  },
});

/** The kept address was deleted (another tab) before the reload: the default, as a first visit. */
export const KeptAddressGoneAfterReload = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    await chooseOfficeJneRegular(canvas);
    await reloadTheCheckout(canvas);
    await expect(await canvas.findByRole('radio', { name: /^Kantor/ })).toBeChecked();

    const saved = await listShipmentAddresses();
    const office = saved.find((address) => address.name === 'Kantor');
    if (!office) throw new Error('Kantor is not in the seed');
    await removeShipmentAddress(office);
    await reloadTheCheckout(canvas);

    await expect(canvas.getByRole('radio', { name: /^Rumah/ })).toBeChecked();
    await expect(canvas.queryByRole('radio', { name: /^Kantor/ })).toBeNull();
    await expect(await canvas.findByRole('radio', { name: JNE })).not.toBeChecked();
    await expect(canvas.queryByRole('radio', { name: REGULAR })).toBeNull();
    await expect(summary(canvas).getByText('Pilih layanan dulu')).toBeVisible();
    await expect(payButton(canvas)).toBeDisabled();
    await chooseJneRegular(canvas);
  },
});

/** A placed order takes its delivery with it: the next checkout starts afresh. */
export const KeptChoiceForgottenOncePlaced = meta.story({
  play: async ({ canvas }) => {
    await chooseOfficeJneRegular(canvas);
    await reloadTheCheckout(canvas);
    await expect(await canvas.findByRole('radio', { name: /^Kantor/ })).toBeChecked();
    await waitFor(() => expect(payButton(canvas)).toBeEnabled());
    await expect(sessionStorage.getItem('checkoutDelivery')).not.toBeNull();

    await userEvent.click(payButton(canvas));
    await userEvent.click((await paymentPage()).getByRole('button', { name: 'Bayar sekarang' }));
    await canvas.findByRole('heading', { level: 1, name: /^Pesanan SO-/ }, { timeout: 5000 });
    await expect(sessionStorage.getItem('checkoutDelivery')).toBeNull();
    await expect(invoices.calls).toHaveBeenCalledTimes(1);
  },
});

export const GuestIsSentToLogin = meta.story(guestIsSentToLogin);
