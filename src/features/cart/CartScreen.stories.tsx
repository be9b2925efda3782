import { blendLine, gayoLine, kopiSusuLine } from '@kit/cartLines';
import { expectAnswerLocked, expectLinkTo, findModal, mobile, modalGone, page } from '@kit/dom';
import {
  failing,
  failingOnce,
  gatewayWith,
  heldUntilReleased,
  neverAnswering,
  offline,
  offlineOnce,
  spyOnRequests,
} from '@kit/gateway';
import { expectLocation, expectNoGlobalError, guestIsSentToLogin, screenStory } from '@kit/story';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { CartLine, CartLineUpdate } from '@/api/cart';
import CartScreen from './CartScreen';
import { withQuantity } from './cartLines';

const CART = '/api/Cart';
const PRICE_CHECK = '/api/Cart/ValidatePrice';
const REMOVE = '/api/CartDetail/Remove/*';

/** Every quantity save and removal, on its way to the mock gateway. */
const saves = spyOnRequests('put', CART);
const removals = spyOnRequests('delete', REMOVE);
const priceChecks = spyOnRequests('get', PRICE_CHECK);
const cartLoads = spyOnRequests('get', CART);
const spies = [saves, removals, priceChecks, cartLoads];

/** The lines the n-th PUT /api/Cart carried. */
const savedLines = (n = 0) => saves.calls.mock.calls[n]?.[0] as CartLineUpdate[] | undefined;

/** The gateway's cart answering with these lines (the mock still answers everything else). */
function cartHolding(lines: CartLine[]) {
  return http.get('*/api/Cart', () => HttpResponse.json(lines));
}

/** The price check answering with these lines, e.g. one isInActive at today's price. */
function priceCheckAnswering(lines: CartLine[]) {
  return http.get('*/api/Cart/ValidatePrice', () => HttpResponse.json(lines));
}

/**
 * A gateway on which the Kopi Susu costs Rp 28.000 today, up from the Rp 25.000 it was
 * added at: the price check says so until today's price is saved with PUT /api/Cart, and the
 * cart reads back at the price last saved. Reset it in the story's beforeEach.
 */
function kopiSusuPriceRise() {
  const risen: CartLine = { ...kopiSusuLine, price: 28_000, lineTotal: 28_000 };
  let saved = false;
  return {
    risen,
    handlers: [
      http.get('*/api/Cart', () => HttpResponse.json([gayoLine, saved ? risen : kopiSusuLine])),
      http.get('*/api/Cart/ValidatePrice', () =>
        HttpResponse.json([
          { ...gayoLine, isInActive: false },
          { ...risen, isInActive: !saved },
        ]),
      ),
      http.put('*/api/Cart', async ({ request }) => {
        const sent = (await request.json()) as { alias: string; price: number }[];
        if (sent.some((line) => line.alias === risen.alias && line.price === risen.price)) {
          saved = true;
        }
        return HttpResponse.json([risen]);
      }),
    ],
    reset: () => {
      saved = false;
    },
  };
}

/** Siti's cart at /main/cart, behind the real guard, on the mock gateway. */
const meta = preview.meta({
  title: 'Screens/Cart/Cart',
  component: CartScreen,
  ...screenStory({
    route: '/main/cart',
    session: 'siti',
    spies,
    watchesGlobalErrors: true,
  }),
});

/** The cart's lines once loaded, in the order shown. */
async function findLines(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole(
    'list',
    { name: 'Isi keranjang' },
    { timeout: 5000 },
  );
  return within(list).getAllByRole('article');
}

function line(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).getByRole('article', { name: new RegExp(name) });
}

function quantityOf(canvasElement: HTMLElement, product: string) {
  return within(canvasElement).getByRole('textbox', { name: `Jumlah ${product}` });
}

function plus(canvasElement: HTMLElement, product: string) {
  return within(canvasElement).getByRole('button', { name: `Tambah jumlah ${product}` });
}

function minus(canvasElement: HTMLElement, product: string) {
  return within(canvasElement).getByRole('button', { name: `Kurangi jumlah ${product}` });
}

/** The summary's total, as a shopper reads it. */
function total(canvasElement: HTMLElement) {
  const summary = within(canvasElement).getByRole('complementary', { name: 'Ringkasan belanja' });
  return within(summary).getByText('Total').parentElement?.querySelector('data')?.textContent;
}

/** The summary's 'Lanjutkan'. */
function proceedButton(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('button', { name: 'Lanjutkan' });
}

/** Presses 'Lanjutkan' once the lines are in. */
async function pressProceed(canvasElement: HTMLElement) {
  await findLines(canvasElement);
  const proceed = proceedButton(canvasElement);
  await userEvent.click(proceed);
  return proceed;
}

/** Presses a line's 'Hapus …' and finds the question it asks first. */
async function askToRemove(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Hapus ${name}` }));
  return findModal('Kamu yakin?', 'alertdialog');
}

function navbarCart(canvasElement: HTMLElement, count: number) {
  return within(canvasElement).findByRole('link', { name: `Keranjang (${count})` });
}

export const Filled = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Keranjang' })).toBeVisible();
    // The browser's title names the signed-in screen too (the route table's title).
    await waitFor(() => expect(document.title).toBe('Keranjang · Kopi Nusantara'));
    const lines = await findLines(canvasElement);
    await expect(lines).toHaveLength(2);

    const gayo = within(line(canvasElement, 'Arabika Gayo Full Wash'));
    await expect(gayo.getByText('250 g')).toBeVisible();
    await expect(gayo.getByText('Sedang (V60 / Drip)')).toBeVisible();
    await expect(gayo.getByText('Rp 125.000')).toBeVisible();
    await expect(gayo.getByText('Rp 250.000')).toBeVisible();
    await expect(quantityOf(canvasElement, 'Arabika Gayo Full Wash')).toHaveValue('2');
    await expect(
      line(canvasElement, 'Arabika Gayo Full Wash').querySelector('img'),
    ).toHaveAttribute('src', '/images/Products/BN-GAYO-250-1.svg');

    const kopiSusu = within(line(canvasElement, 'Kopi Susu Gula Aren'));
    await expect(kopiSusu.getByText('Cup')).toBeVisible();
    for (const choice of ['Ukuran: Large', 'Gula: Less', 'Es: Normal']) {
      await expect(kopiSusu.getByText(choice)).toBeVisible();
    }
    // Quantity 1 is the least: minus cannot go below it.
    await expect(minus(canvasElement, 'Kopi Susu Gula Aren')).toBeDisabled();

    await expect(total(canvasElement)).toBe('Rp 275.000');
    await expect(await canvas.findByText(/Estimasi ongkir ke Rumah:/)).toBeVisible();
    await expect(canvas.getByText(/Estimasi ongkir ke Rumah:/)).toHaveTextContent(/mulai Rp \d/);
    await expectLinkTo(canvas, 'Belanja lagi', '/products');
    await expect(
      await canvas.findByRole('heading', { name: 'Mungkin kamu juga suka' }),
    ).toBeVisible();
    await expectNoGlobalError();
  },
});

export const FilledMobile = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const lines = await findLines(canvasElement);
    await expect(lines).toHaveLength(2);
    // One column: the summary follows the lines instead of standing beside them.
    const summary = within(canvasElement).getByRole('complementary', { name: 'Ringkasan belanja' });
    const lastLine = lines[1]?.getBoundingClientRect();
    await expect(summary.getBoundingClientRect().top).toBeGreaterThan(lastLine?.bottom ?? 0);
    await expect(plus(canvasElement, 'Kopi Susu Gula Aren')).toBeVisible();
    // The total and 'Lanjutkan' stay in sight above the bottom bar, without scrolling.
    const proceed = proceedButton(canvasElement);
    const bottomBar = within(canvasElement)
      .getByRole('link', { name: 'Home' })
      .getBoundingClientRect();
    await expect(proceed.getBoundingClientRect().bottom).toBeLessThanOrEqual(bottomBar.top);
    await expect(proceed.getBoundingClientRect().top).toBeGreaterThan(0);
    await expect(total(canvasElement)).toBe('Rp 275.000');
  },
});

export const Loading = meta.story({
  parameters: gatewayWith(neverAnswering('get', CART)),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Memuat keranjang…', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Memuat keranjang…').closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Keranjang' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Lanjutkan' })).toBeNull();
  },
});

export const LoadingMobile = Loading.extend({ globals: mobile });

export const LoadErrorThenRetry = meta.story({
  parameters: gatewayWith(failingOnce('get', CART)),
  play: async ({ canvas, canvasElement }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(within(alert).getByText('Keranjang gagal dimuat')).toBeVisible();
    await expect(
      within(alert).getByText('Terjadi kesalahan pada server, coba beberapa saat lagi.'),
    ).toBeVisible();
    await expectNoGlobalError();
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(await findLines(canvasElement)).toHaveLength(2);
  },
});

export const LoadErrorOffline = meta.story({
  globals: mobile,
  parameters: gatewayWith(offline('get', CART)),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(
      within(alert).getByText('Periksa koneksi internetmu lalu coba lagi.'),
    ).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
});

export const Empty = meta.story({
  parameters: { session: 'budi' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Keranjangmu masih kosong' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Lanjutkan' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Mulai belanja' }));
    await expectLocation('/products');
  },
});

export const GuestSentToLogin = meta.story(guestIsSentToLogin);

export const OneLine = meta.story({
  parameters: gatewayWith(cartHolding([kopiSusuLine])),
  play: async ({ canvas, canvasElement }) => {
    await expect(await findLines(canvasElement)).toHaveLength(1);
    await expect(canvas.getByText('1 produk')).toBeVisible();
    await expect(total(canvasElement)).toBe('Rp 25.000');
  },
});

export const NinetyNineOfALine = meta.story({
  parameters: gatewayWith(cartHolding([withQuantity(gayoLine, 99), kopiSusuLine])),
  play: async ({ canvasElement }) => {
    await findLines(canvasElement);
    const quantity = quantityOf(canvasElement, 'Arabika Gayo Full Wash');
    await expect(quantity).toHaveValue('99');
    // 99 is the most a line holds: plus is off, and typing more is refused.
    await expect(plus(canvasElement, 'Arabika Gayo Full Wash')).toBeDisabled();
    await expect(total(canvasElement)).toBe('Rp 12.400.000');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '100');
    await expect(
      within(line(canvasElement, 'Arabika Gayo Full Wash')).getByText(
        'Jumlah maksimal 99. Jumlahnya tetap 99.',
      ),
    ).toBeVisible();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(minus(canvasElement, 'Arabika Gayo Full Wash'));
    await expect(quantity).toHaveValue('98');
    await expect(plus(canvasElement, 'Arabika Gayo Full Wash')).toBeEnabled();
    await expect(total(canvasElement)).toBe('Rp 12.275.000');
    await saves.expectOnce(() => within(canvasElement).getByText('Jumlah tersimpan'));
    await expect(savedLines()).toEqual([{ alias: 'crt-siti-1', quantity: 98, price: 125_000 }]);
  },
});

export const BlendLine = meta.story({
  parameters: gatewayWith(cartHolding([blendLine])),
  play: async ({ canvasElement }) => {
    await findLines(canvasElement);
    const blend = within(line(canvasElement, 'Racikan Pagi Siti'));
    await expect(
      blend.getByText(
        '50% Arabika Gayo Full Wash, 25% Arabika Toraja Sapan, 25% Robusta Temanggung',
      ),
    ).toBeVisible();
    await expect(blend.getByText('Halus (Espresso)')).toBeVisible();

    await userEvent.click(blend.getByRole('button', { name: 'Lihat detail Racikan Pagi Siti' }));
    const detail = within(await findModal('Racikan Pagi Siti'));
    await expect(detail.getByRole('img', { name: 'Racikan Pagi Siti' })).toBeVisible();
    await expect(detail.getByText('Arabika Toraja Sapan')).toBeVisible();
    await expect(detail.getByText('Halus (Espresso), Coffee Bag')).toBeVisible();
    // The shopper's own blend has no page in the catalogue.
    await expect(detail.getByText('Blend racikanmu sendiri')).toBeVisible();
    await expect(detail.queryByRole('link', { name: 'Lihat halaman produk' })).toBeNull();
    await userEvent.click(detail.getByRole('button', { name: 'Tutup' }));
    await modalGone();
  },
});

export const ProductDetailOfALine = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    await findLines(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Lihat detail Kopi Susu Gula Aren' }),
    );
    const detail = within(await findModal('Kopi Susu Gula Aren'));
    await expect(detail.getByText('Ukuran: Large, Gula: Less, Es: Normal')).toBeVisible();
    await expect(detail.getByText('Rp 25.000')).toBeVisible();
    await userEvent.click(detail.getByRole('link', { name: 'Lihat halaman produk' }));
    await expectLocation('/products/kopi-susu-gula-aren/BV-KSGA');
  },
});

export const QuickPressesAreSavedOnce = meta.story({
  play: async ({ canvasElement }) => {
    await findLines(canvasElement);
    const button = plus(canvasElement, 'Kopi Susu Gula Aren');
    for (let press = 0; press < 10; press += 1) await userEvent.click(button);
    // The line and the cart add up at once, before anything is saved.
    await expect(quantityOf(canvasElement, 'Kopi Susu Gula Aren')).toHaveValue('11');
    await expect(
      within(line(canvasElement, 'Kopi Susu Gula Aren')).getByText('Rp 275.000'),
    ).toBeVisible();
    await expect(total(canvasElement)).toBe('Rp 525.000');

    await expect(within(canvasElement).getByText('Menyimpan jumlah…')).toBeVisible();
    await within(canvasElement).findByText('Jumlah tersimpan', {}, { timeout: 3000 });
    // One save, or two when the first left while the presses went on.
    await expect(saves.calls.mock.calls.length).toBeGreaterThanOrEqual(1);
    await expect(saves.calls.mock.calls.length).toBeLessThanOrEqual(2);
    await expect(savedLines(saves.calls.mock.calls.length - 1)).toEqual([
      { alias: 'crt-siti-2', quantity: 11, price: 25_000 },
    ]);
    // Quantities do not change how many lines there are: the navbar says 2 still.
    await expect(await navbarCart(canvasElement, 2)).toBeVisible();
  },
});

export const TypingBadQuantities = meta.story({
  play: async ({ canvasElement }) => {
    await findLines(canvasElement);
    const quantity = quantityOf(canvasElement, 'Arabika Gayo Full Wash');
    const gayo = within(line(canvasElement, 'Arabika Gayo Full Wash'));
    const cases: [string, string][] = [
      ['0', 'Jumlah minimal 1.'],
      ['100', 'Jumlah maksimal 99.'],
      ['-1', 'Jumlah minimal 1.'],
      ['1e3', 'Jumlah hanya boleh berisi angka 1 sampai 99.'],
      ['dua', 'Jumlah hanya boleh berisi angka 1 sampai 99.'],
    ];
    for (const [typed, reason] of cases) {
      await userEvent.clear(quantity);
      await userEvent.type(quantity, typed);
      await expect(gayo.getByText(`${reason} Jumlahnya tetap 2.`)).toBeVisible();
      await expect(total(canvasElement)).toBe('Rp 275.000');
    }
    // Pasted text is read the same way as typed text.
    await userEvent.clear(quantity);
    await userEvent.paste('3 bungkus');
    await expect(
      gayo.getByText('Jumlah hanya boleh berisi angka 1 sampai 99. Jumlahnya tetap 2.'),
    ).toBeVisible();
    // Leaving the field shows the kept quantity again, and still says why.
    await userEvent.tab();
    await expect(quantity).toHaveValue('2');
    await expect(gayo.getByText(/Jumlahnya tetap 2\./)).toBeVisible();

    // A valid number is taken at once, and saved once.
    await userEvent.clear(quantity);
    await expect(gayo.queryByText(/Jumlahnya tetap/)).toBeNull();
    await userEvent.type(quantity, '12');
    await expect(total(canvasElement)).toBe('Rp 1.525.000');
    await waitFor(() => expect(saves.calls).toHaveBeenCalled(), { timeout: 3000 });
    await userEvent.click(proceedButton(canvasElement));
    await findModal('Mau belanja dengan cara apa?');
    await expect(saves.calls).toHaveBeenCalledTimes(1);
    await expect(savedLines()).toEqual([{ alias: 'crt-siti-1', quantity: 12, price: 125_000 }]);
  },
});

/**
 * What the page kept when it went away before its save was answered: each quantity with the
 * one the gateway held when it was typed.
 */
function keptBeforeTheReload(kept: Record<string, { quantity: number; base: number }>) {
  sessionStorage.setItem('cartUnsavedQuantities', JSON.stringify(kept));
}

export const ReloadedCartSavesWhatWasTyped = meta.story({
  beforeEach: () => keptBeforeTheReload({ 'crt-siti-2': { quantity: 4, base: 1 } }),
  play: async ({ canvasElement }) => {
    await findLines(canvasElement);
    await expect(quantityOf(canvasElement, 'Kopi Susu Gula Aren')).toHaveValue('4');
    await expect(total(canvasElement)).toBe('Rp 350.000');
    await saves.expectOnce(() => within(canvasElement).getByText('Jumlah tersimpan'));
    await expect(savedLines()).toEqual([{ alias: 'crt-siti-2', quantity: 4, price: 25_000 }]);
    await expect(sessionStorage.getItem('cartUnsavedQuantities')).toBeNull();
  },
});

export const ReloadedCartKeepsANewerQuantityFromAnotherTab = meta.story({
  // 4 was typed over 1 before the reload; another tab has set the line to 3 since.
  beforeEach: () => keptBeforeTheReload({ 'crt-siti-2': { quantity: 4, base: 1 } }),
  parameters: gatewayWith(cartHolding([gayoLine, withQuantity(kopiSusuLine, 3)])),
  play: async ({ canvasElement }) => {
    await findLines(canvasElement);
    await expect(quantityOf(canvasElement, 'Kopi Susu Gula Aren')).toHaveValue('3');
    await expect(total(canvasElement)).toBe('Rp 325.000');
    await expect(sessionStorage.getItem('cartUnsavedQuantities')).toBeNull();
    // 'Lanjutkan' saves what waits before it checks the prices: nothing waited.
    await userEvent.click(proceedButton(canvasElement));
    await findModal('Mau belanja dengan cara apa?');
    await expect(saves.calls).not.toHaveBeenCalled();
    await expect(quantityOf(canvasElement, 'Kopi Susu Gula Aren')).toHaveValue('3');
  },
});

export const EmptiedFieldKeepsTheQuantity = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    await findLines(canvasElement);
    const quantity = quantityOf(canvasElement, 'Arabika Gayo Full Wash');
    await userEvent.clear(quantity);
    await userEvent.tab();
    await expect(quantity).toHaveValue('2');
    await expect(
      within(line(canvasElement, 'Arabika Gayo Full Wash')).getByText(
        'Jumlah tidak boleh kosong. Jumlahnya tetap 2.',
      ),
    ).toBeVisible();
  },
});

/** '+' pressed on the line `name`, whose save fails: the line, and the warning it shows. */
async function addOneUnsaved(canvasElement: HTMLElement, name: string) {
  await findLines(canvasElement);
  await userEvent.click(plus(canvasElement, name));
  const inLine = within(line(canvasElement, name));
  return { inLine, warning: await inLine.findByRole('alert', {}, { timeout: 3000 }) };
}

export const QuantitySaveFailsThenRetry = meta.story({
  parameters: gatewayWith(failingOnce('put', CART)),
  play: async ({ canvasElement }) => {
    const { inLine: kopiSusu, warning } = await addOneUnsaved(canvasElement, 'Kopi Susu Gula Aren');
    await expect(warning).toHaveTextContent(
      'Jumlah ini belum tersimpan. Terjadi kesalahan pada server, coba beberapa saat lagi.',
    );
    // What was chosen stays on screen: never silently put back.
    await expect(quantityOf(canvasElement, 'Kopi Susu Gula Aren')).toHaveValue('2');
    await expect(total(canvasElement)).toBe('Rp 300.000');
    await expectNoGlobalError();

    await userEvent.click(within(warning).getByRole('button', { name: 'Coba lagi' }));
    await within(canvasElement).findByText('Jumlah tersimpan');
    await expect(kopiSusu.queryByRole('alert')).toBeNull();
    await expect(saves.calls).toHaveBeenCalledTimes(2);
    await expect(savedLines(1)).toEqual([{ alias: 'crt-siti-2', quantity: 2, price: 25_000 }]);
    await expect(quantityOf(canvasElement, 'Kopi Susu Gula Aren')).toHaveValue('2');
  },
});

export const QuantitySaveOffline = meta.story({
  globals: mobile,
  parameters: gatewayWith(offlineOnce('put', CART)),
  play: async ({ canvasElement }) => {
    const { inLine: gayo, warning } = await addOneUnsaved(canvasElement, 'Arabika Gayo Full Wash');
    await expect(warning).toHaveTextContent('Periksa koneksi internetmu lalu coba lagi.');
    await expect(quantityOf(canvasElement, 'Arabika Gayo Full Wash')).toHaveValue('3');

    // 'Lanjutkan' will not go on with a quantity that is not saved; it tries to save it first.
    await userEvent.click(proceedButton(canvasElement));
    await findModal('Mau belanja dengan cara apa?');
    await expect(savedLines(1)).toEqual([{ alias: 'crt-siti-1', quantity: 3, price: 125_000 }]);
    await expect(gayo.queryByRole('alert')).toBeNull();
  },
});

export const PricedAnewOnSaving = meta.story({
  parameters: gatewayWith(
    http.put('*/api/Cart', () =>
      HttpResponse.json([{ ...kopiSusuLine, quantity: 2, price: 28_000, lineTotal: 56_000 }]),
    ),
  ),
  play: async ({ canvasElement }) => {
    await findLines(canvasElement);
    await userEvent.click(plus(canvasElement, 'Kopi Susu Gula Aren'));
    await expect(total(canvasElement)).toBe('Rp 300.000');
    await within(canvasElement).findByText('Jumlah tersimpan');
    // The gateway saved the quantity at today's price: the cart says so, not just shows it.
    const kopiSusu = within(line(canvasElement, 'Kopi Susu Gula Aren'));
    await expect(kopiSusu.getByText('Harga berubah')).toBeVisible();
    await expect(kopiSusu.getByText('sebelumnya Rp 25.000')).toBeVisible();
    await expect(total(canvasElement)).toBe('Rp 306.000');
  },
});

export const Remove = meta.story({
  play: async ({ canvasElement }) => {
    await findLines(canvasElement);
    await expect(await navbarCart(canvasElement, 2)).toBeVisible();
    const confirm = await askToRemove(canvasElement, 'Kopi Susu Gula Aren');
    await expect(confirm).toHaveAccessibleDescription(
      'Kopi Susu Gula Aren akan dihapus dari keranjang.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, Hapus' }));
    const done = await findModal('Berhasil!', 'alertdialog');
    await userEvent.click(within(done).getByRole('button', { name: 'Okay!' }));
    await modalGone('alertdialog');

    await waitFor(async () => expect(await findLines(canvasElement)).toHaveLength(1));
    await expect(total(canvasElement)).toBe('Rp 250.000');
    // The navbar's count follows the number of lines.
    await expect(await navbarCart(canvasElement, 1)).toBeVisible();
  },
});

const coarseGayo: CartLine = { ...gayoLine, alias: 'crt-siti-3', remarks: 'Kasar (French Press)' };

export const OneProductInTwoGrinds = meta.story({
  parameters: gatewayWith(cartHolding([gayoLine, coarseGayo])),
  play: async ({ canvasElement }) => {
    await expect(await findLines(canvasElement)).toHaveLength(2);
    // Each line's buttons say which grind they are for.
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', {
        name: 'Jumlah Arabika Gayo Full Wash (250 g, Sedang (V60 / Drip))',
      }),
    ).toHaveValue('2');
    const confirm = await askToRemove(
      canvasElement,
      'Arabika Gayo Full Wash (250 g, Kasar (French Press))',
    );
    await expect(confirm).toHaveAccessibleDescription(
      'Arabika Gayo Full Wash (250 g, Kasar (French Press)) akan dihapus dari keranjang.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tidak, Batalkan' }));
    await modalGone('alertdialog');
  },
});

export const RemoveCancelled = meta.story({
  play: async ({ canvasElement }) => {
    await findLines(canvasElement);
    const confirm = await askToRemove(canvasElement, 'Arabika Gayo Full Wash');
    await expect(within(confirm).getByRole('button', { name: 'Tidak, Batalkan' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tidak, Batalkan' }));
    await modalGone('alertdialog');
    await expect(await findLines(canvasElement)).toHaveLength(2);
    await expect(removals.calls).not.toHaveBeenCalled();
  },
});

const heldRemoval = heldUntilReleased('delete', REMOVE);

export const Deleting = meta.story({
  ...heldRemoval.story,
  play: async ({ canvasElement }) => {
    await findLines(canvasElement);
    const confirm = await askToRemove(canvasElement, 'Kopi Susu Gula Aren');
    const yes = within(confirm).getByRole('button', { name: 'Ya, Hapus' });
    await userEvent.click(yes);
    // While it is removed the choice cannot be made again or backed out of.
    await expectAnswerLocked(confirm, yes);
    await heldRemoval.releaseAndExpectOnce(() =>
      page.getByRole('alertdialog', { name: 'Berhasil!' }),
    );
  },
});

export const RemoveFails = meta.story({
  parameters: gatewayWith(failing('delete', REMOVE)),
  play: async ({ canvasElement }) => {
    await findLines(canvasElement);
    const loadsBefore = cartLoads.calls.mock.calls.length;
    const confirm = await askToRemove(canvasElement, 'Kopi Susu Gula Aren');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, Hapus' }));
    const failed = await findModal('Gagal!', 'alertdialog');
    await expect(failed).toHaveAccessibleDescription(
      'Terjadi kesalahan saat menghapus Kopi Susu Gula Aren. Coba beberapa saat lagi.',
    );
    await expectNoGlobalError();
    // Then the cart is loaded again, to show what it holds now.
    await waitFor(() => expect(cartLoads.calls.mock.calls.length).toBeGreaterThan(loadsBefore));
    await userEvent.click(within(failed).getByRole('button', { name: 'Okay!' }));
    await modalGone('alertdialog');
    await expect(await findLines(canvasElement)).toHaveLength(2);
  },
});

export const PurchaseChoiceDesktop = meta.story({
  play: async ({ canvasElement }) => {
    await findLines(canvasElement);
    const proceed = proceedButton(canvasElement);
    await userEvent.dblClick(proceed);
    const choice = within(await findModal('Mau belanja dengan cara apa?'));
    await expect(priceChecks.calls).toHaveBeenCalledTimes(1);
    await expectLinkTo(choice, 'Bayar di toko', '/main/select-branch');
    await userEvent.click(choice.getByRole('link', { name: 'Kirim ke rumah' }));
    await expectLocation('/main/checkout');
  },
});

export const PurchaseChoicePhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    await pressProceed(canvasElement);
    const sheet = await findModal('Mau belanja dengan cara apa?');
    // A sheet from the bottom of the screen on phones.
    const box = sheet.getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBeGreaterThanOrEqual(window.innerHeight - 1);
    await userEvent.click(within(sheet).getByRole('link', { name: 'Bayar di toko' }));
    await expectLocation('/main/select-branch');
  },
});

const heldCheck = heldUntilReleased('get', PRICE_CHECK);

export const CheckingPricesIsOnePress = meta.story({
  ...heldCheck.story,
  play: async ({ canvasElement }) => {
    const proceed = await pressProceed(canvasElement);
    await waitFor(() => expect(proceed).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(proceed);
    await userEvent.click(proceed);
    await heldCheck.releaseAndExpectOnce(() =>
      page.getByRole('dialog', { name: 'Mau belanja dengan cara apa?' }),
    );
  },
});

export const PriceCheckFails = meta.story({
  parameters: gatewayWith(failingOnce('get', PRICE_CHECK)),
  play: async ({ canvasElement }) => {
    const proceed = await pressProceed(canvasElement);
    const problem = await within(canvasElement).findByText(/^Harga belum bisa diperiksa\./);
    await expect(problem).toHaveTextContent(
      'Harga belum bisa diperiksa. Terjadi kesalahan pada server, coba beberapa saat lagi.',
    );
    await expectNoGlobalError();
    await userEvent.click(proceed);
    await findModal('Mau belanja dengan cara apa?');
  },
});

const priceRise = kopiSusuPriceRise();

export const PriceChanged = meta.story({
  parameters: gatewayWith(...priceRise.handlers),
  beforeEach: () => priceRise.reset(),
  play: async ({ canvasElement }) => {
    await findLines(canvasElement);
    await expect(total(canvasElement)).toBe('Rp 275.000');
    await userEvent.click(proceedButton(canvasElement));

    const alert = await findModal('Terdapat perubahan harga!', 'alertdialog');
    await expect(alert).toHaveAccessibleDescription(
      'Harga terbaru: Kopi Susu Gula Aren (Cup) kini Rp 28.000. Keranjangmu sudah memakai harga terbaru.',
    );
    // Today's price is stored in the cart, for the changed line only.
    await expect(savedLines()).toEqual([{ alias: 'crt-siti-2', quantity: 1, price: 28_000 }]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Okay!' }));
    await modalGone('alertdialog');
    await expect(page.queryByRole('dialog')).toBeNull();

    // Reloaded at today's price, the changed line marked.
    const kopiSusu = within(line(canvasElement, 'Kopi Susu Gula Aren'));
    await waitFor(() => expect(total(canvasElement)).toBe('Rp 278.000'));
    await expect(kopiSusu.getByText('Harga berubah')).toBeVisible();
    await expect(kopiSusu.getByText('sebelumnya Rp 25.000')).toBeVisible();
    await expect(
      within(line(canvasElement, 'Arabika Gayo Full Wash')).queryByText('Harga berubah'),
    ).toBeNull();

    // At today's prices the next press goes on to the choice.
    await userEvent.click(proceedButton(canvasElement));
    await findModal('Mau belanja dengan cara apa?');
    await expect(priceChecks.calls).toHaveBeenCalledTimes(2);
  },
});

const unavailableKopiSusu: CartLine = { ...kopiSusuLine, isInActive: true, isUnavailable: true };

export const UnavailableLine = meta.story({
  parameters: gatewayWith(
    priceCheckAnswering([{ ...gayoLine, isInActive: false }, unavailableKopiSusu]),
  ),
  play: async ({ canvasElement }) => {
    await pressProceed(canvasElement);
    const alert = await findModal('Terdapat perubahan harga!', 'alertdialog');
    await expect(alert).toHaveAccessibleDescription('Kopi Susu Gula Aren tidak tersedia lagi.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Okay!' }));
    await modalGone('alertdialog');

    const kopiSusu = within(line(canvasElement, 'Kopi Susu Gula Aren'));
    await expect(kopiSusu.getByText('Tidak tersedia')).toBeVisible();
    await expect(quantityOf(canvasElement, 'Kopi Susu Gula Aren')).toBeDisabled();
    const notice = within(canvasElement).getByRole('region', { name: 'Terdapat perubahan harga!' });
    await expect(within(notice).getByText('1 produk tidak tersedia lagi.')).toBeVisible();

    // One press removes what can no longer be bought.
    await userEvent.click(
      within(notice).getByRole('button', { name: 'Hapus yang tidak tersedia' }),
    );
    const done = await findModal('Berhasil!', 'alertdialog');
    await expect(done).toHaveAccessibleDescription(
      'Produk yang tidak tersedia sudah dihapus dari keranjang.',
    );
    await expect(removals.calls).toHaveBeenCalledTimes(1);
    await userEvent.click(within(done).getByRole('button', { name: 'Okay!' }));
    await waitFor(async () => expect(await findLines(canvasElement)).toHaveLength(1));
    await expect(
      within(canvasElement).queryByRole('region', { name: 'Terdapat perubahan harga!' }),
    ).toBeNull();
    await expect(await navbarCart(canvasElement, 1)).toBeVisible();
  },
});

export const UnavailableRemovedFromTheAlert = meta.story({
  globals: mobile,
  parameters: gatewayWith(
    priceCheckAnswering([{ ...gayoLine, isInActive: false }, unavailableKopiSusu]),
  ),
  play: async ({ canvasElement }) => {
    await pressProceed(canvasElement);
    const alert = await findModal('Terdapat perubahan harga!', 'alertdialog');
    await userEvent.click(within(alert).getByRole('button', { name: 'Hapus yang tidak tersedia' }));
    await findModal('Berhasil!', 'alertdialog');
    await expect(removals.calls).toHaveBeenCalledTimes(1);
  },
});

export const NoAddressForTheEstimate = meta.story({
  parameters: gatewayWith(http.get('*/api/ShipmentAddress', () => HttpResponse.json([]))),
  play: async ({ canvasElement }) => {
    await findLines(canvasElement);
    const add = await within(canvasElement).findByRole('link', { name: 'Tambah alamat' });
    await expect(add).toHaveAttribute('href', '/main/address-form?from=%2Fmain%2Fcart');
    await expect(
      within(canvasElement).getByText(/Tambah alamat pengiriman untuk melihat estimasi ongkir\./),
    ).toBeVisible();
  },
});

/** The cart is in, and its shipping line leaves the price to checkout instead of estimating it. */
async function expectShippingLeftToCheckout(canvasElement: HTMLElement) {
  await findLines(canvasElement);
  await expect(
    await within(canvasElement).findByText('Ongkir dihitung saat checkout'),
  ).toBeVisible();
}

export const ShippingEstimateFails = meta.story({
  parameters: gatewayWith(failing('post', '/api/Shipping')),
  play: async ({ canvasElement }) => {
    await expectShippingLeftToCheckout(canvasElement);
    // A nicety that failed quietly: no error dialog over the cart.
    await expectNoGlobalError();
  },
});

/** The shipping proxy answering that no courier serves the address (RajaOngkir's shape). */
const noCourierServes = http.post('*/api/Shipping', () =>
  HttpResponse.json(
    JSON.stringify({
      rajaongkir: { status: { code: 200, description: 'OK' }, results: [] },
    }),
  ),
);

export const NoCourierServesTheAddress = meta.story({
  globals: mobile,
  parameters: gatewayWith(noCourierServes),
  play: async ({ canvasElement }) => {
    await expectShippingLeftToCheckout(canvasElement);
    await expectNoGlobalError();
  },
});

const similarAsked = spyOnRequests('get', '/api/Product/BV-KSGA/Similar');

export const NoSuggestions = meta.story({
  parameters: gatewayWith(
    similarAsked.handler,
    http.get('*/api/Product/:code/Similar', () => HttpResponse.json([])),
    cartHolding([kopiSusuLine]),
  ),
  beforeEach: () => {
    similarAsked.calls.mockClear();
  },
  play: async ({ canvasElement }) => {
    await findLines(canvasElement);
    await waitFor(() => expect(similarAsked.calls).toHaveBeenCalled());
    await within(canvasElement).findByText(/Estimasi ongkir/);
    await expect(
      within(canvasElement).queryByRole('heading', { name: 'Mungkin kamu juga suka' }),
    ).toBeNull();
  },
});
