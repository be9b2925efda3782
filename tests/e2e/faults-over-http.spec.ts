import type { Locator, Page, Route } from '@playwright/test';
import { addressInput, cartLine, passwordLogin } from '../../mocks/testing/payloads';
import { askGateway, breakCall, corsHeaders, signedInOnce } from './gatewayFaults';
import { serveHttpShop } from './httpShop';
import { answerConfirm, chooseRegions, codeSentTo, expect, test } from './support';

// Issue 13, faults: every mutation the gateway refuses (400), fails (500), never answers
// (timeout) or that never reaches it (offline) shows a message, is sent once per confirmed
// press, keeps what was typed, and succeeds when tried again, leaving the gateway's record as
// one success leaves it (asked of the gateway itself). Issue 22 adds the fault of life: the
// gateway carries the call out and the answer is lost (lost); a screen that knows it may have
// been carried out says the outcome is unknown and offers the retry under the same key, whose
// answer says what happened (issue 35: nothing is read to find out); either way the record
// changes exactly once. On the production build against the
// HTTP mock, where faults are real network answers. One row per mutation, one loop over its
// faults (ONE_PER_CLASS); the desktop project only: a fault does not depend on the screen size.

// The outbox is read for the code registering sends to the phone.
const { gateway, origin } = serveHttpShop(4, { testControls: true });
// The browser logs the connection it could not make; that is the fault under test.
test.use({
  expectedPageErrors: [
    /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|CONNECTION_RESET)/,
  ],
  // Forty-four runs of dialogs opening and closing: without their animations the matrix
  // fits its time; a fault's handling does not depend on them.
  reducedMotion: 'reduce',
});

/** src/api/client.ts GATEWAY_TIMEOUT_MS, and a little more. */
const PAST_THE_GATEWAY_TIMEOUT_MS = 21_000;

/** What the shop's screens say after their own words, per fault (api/errors failureReason). */
const REASONS = {
  '500': 'Terjadi kesalahan pada server, coba beberapa saat lagi.',
  '400': 'Data tidak valid menurut gateway.',
  offline: 'Periksa koneksi internetmu lalu coba lagi.',
  timeout: 'Periksa koneksi internetmu lalu coba lagi.',
  lost: 'Periksa koneksi internetmu lalu coba lagi.',
} as const;
type Fault = keyof typeof REASONS;

/**
 * Each fault class once per mutation: an error answer (500), no answer (offline) and an answer
 * lost after the gateway carried the call out (lost). A 400 is an error answer whose reason is
 * the gateway's description (api failureReason, unit-tested: "a 4xx says the gateway's
 * description"), and a timeout is no answer (client.test.ts: "a gateway that never answers
 * fails after the timeout", isAnswerLost): each runs in full for a mutation of each path
 * below (the profile, whose failure is said; adding to cart, whose lost answer is unknown;
 * registering, which words each fault itself), not again for every endpoint (issue 35).
 */
const ONE_PER_CLASS: readonly Fault[] = ['500', 'offline', 'lost'];
const EVERY_FAULT = Object.keys(REASONS) as Fault[];

/** A word per fault for what a test types, so each test's record is its own. */
const MARKS: Record<Fault, string> = {
  '500': 'Lima',
  '400': 'Empat',
  offline: 'Luring',
  timeout: 'Lambat',
  lost: 'Hilang',
};

const FAULTS: Record<Fault, (route: Route, page: Page) => Promise<void>> = {
  '500': (route) =>
    route.fulfill({
      status: 500,
      headers: corsHeaders(origin),
      json: { error: 'server_error', error_description: 'Internal error' },
    }),
  '400': (route) =>
    route.fulfill({
      status: 400,
      headers: corsHeaders(origin),
      json: { error: 'invalid_request', error_description: REASONS['400'] },
    }),
  offline: (route) => route.abort('internetdisconnected'),
  // The gateway answers too late: the page's clock (installed for this fault) jumps past the
  // client's timeout, whose AbortSignal.timeout Playwright's clock drives, so the test does
  // not wait 20 s; only then may the request go on. A client that did not give up would get
  // the gateway's answer, and the test would see a success instead of the failure.
  timeout: async (route, page) => {
    await page.clock.fastForward(PAST_THE_GATEWAY_TIMEOUT_MS);
    await route.fallback().catch(() => {});
  },
  // Carried out, answer lost: the gateway performs the call, then the connection drops.
  lost: async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  },
};

/** Breaks `method path` at the gateway with `fault` until `sent.broken` is false. */
function breakGateway(page: Page, method: string, path: string, fault: Fault) {
  return breakCall(page, method, `${gateway}${path}`, (route) => FAULTS[fault](route, page), fault);
}

signedInOnce(origin);

const ask = <T>(page: Page, method: string, path: string, data?: unknown) =>
  askGateway<T>(page, `${gateway}${path}`, method, data);

interface CartLineRead {
  alias: string;
  product: { code: string; name: string };
  quantity: number;
}
interface AddressRead {
  alias: string;
  name: string;
  isDefault: boolean;
}

const GAYO = { code: 'DR-GAYO-5', name: 'Drip Bag Gayo Wine' };
const cart = (page: Page) => ask<CartLineRead[]>(page, 'GET', '/api/Cart');
const gayoLine = async (page: Page) =>
  (await cart(page)).find((line) => line.product.code === GAYO.code);
/** One box of Gayo drip bags in Siti's cart, put there through the gateway. */
const gayoInCart = (page: Page) => ask(page, 'POST', '/api/Cart', [cartLine(GAYO.code, 1, '5PCS')]);
const addresses = (page: Page) => ask<AddressRead[]>(page, 'GET', '/api/ShipmentAddress');
/** The address list, with an address named `name` saved first through the gateway. */
async function addressListWith(page: Page, name: string) {
  await ask(page, 'POST', '/api/ShipmentAddress', [addressInput({ name })]);
  await page.goto('/main/address');
}
const outstandingOrders = async (page: Page) =>
  (await ask<unknown[]>(page, 'GET', '/api/Transaction/Outstanding')).length;

/** A radio chip is pressed where a person presses it: on its label. */
async function choose(page: Page, name: string | RegExp) {
  const radio = page.getByRole('radio', { name });
  await expect(radio).toBeEnabled();
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

async function acknowledge(page: Page, title: string, message: string | RegExp) {
  const alert = page.getByRole('alertdialog', { name: title });
  await expect(alert).toContainText(message);
  await alert.getByRole('button', { name: 'Okay!' }).click();
  await expect(alert).toBeHidden();
}

interface Mutation {
  /** The mutation, as the test title says it. */
  name: string;
  /** The faults it is broken with (default ONE_PER_CLASS). */
  faults?: readonly Fault[];
  /** The call broken, as `page.route` matches it below the gateway's address. */
  breaks: [method: string, path: string];
  guest?: boolean;
  /** Puts what the mutation needs on the gateway, then opens its screen and types. */
  open(page: Page, mark: string): Promise<void>;
  /** The shopper's press, confirmed. */
  press(page: Page, mark: string): Promise<void>;
  /** Where the failure is said, when not in a 'Gagal!' dialog acknowledged with 'Okay!'. */
  failure?: { shown: (page: Page) => Locator; isDialog: boolean };
  /** The screen's own words, said before why. */
  says: (mark: string) => string;
  /** Why, per fault, where the screen words it otherwise than REASONS; null: it says no why. */
  reasons?: Partial<Record<Fault, string>> | null;
  /** What was typed or chosen is still there after the failure. */
  kept(page: Page, mark: string): Promise<void>;
  /** Tries again after the failure (default: `press` again). */
  retry?: (page: Page, mark: string) => Promise<void>;
  /** The success the shopper is shown. */
  succeeded(page: Page, mark: string): Promise<void>;
  /**
   * After a lost answer (offline, timeout, lost) the screen says the outcome is unknown, never
   * a failure, and its 'Coba lagi' sends the same press under the same key (issue 22, 35).
   * `found`: what the retry shows when the lost send was carried out, the gateway answering
   * it again (default: `succeeded`). Without it the screen says the failure and the retry
   * carries the change out again (a PUT, a registration: the same change).
   */
  unknownWhenLost?: {
    found?: (page: Page, mark: string) => Promise<void>;
    /**
     * The broken call is a step before the record (the blend's product, before its cart
     * line): a lost answer leaves the record as it was until the retry goes on.
     */
    stepBefore?: boolean;
  };
  /** The gateway's record the mutation changes, read from the gateway. */
  record(page: Page, mark: string): Promise<unknown>;
  /** The record after one success, given the record before. */
  afterOne(before: unknown, mark: string): unknown;
}

/** An invoice whose answer was lost, answered again to its retry under the same key: linked to. */
async function orderFound(page: Page) {
  const found = page.getByRole('alertdialog', { name: 'Pesananmu sudah dibuat' });
  await expect(found).toContainText('sudah tercatat');
  await expect(found.getByRole('link', { name: 'Lihat pesanan' })).toHaveAttribute(
    'href',
    /^\/main\/orders\/./,
  );
}

/**
 * After a lost answer the screen says the outcome is unknown, not a failure, and offers the
 * same press again; `meanwhile` checks the gateway's record before it is pressed.
 */
async function unknownThenRetried(page: Page, sent: { broken: boolean }, meanwhile: () => unknown) {
  const unknown = page.getByRole('alertdialog', { name: 'Belum bisa dipastikan' });
  await expect(unknown).toContainText('Coba lagi: permintaan yang sama dikirim ulang');
  await expect(unknown).not.toContainText('Gagal');
  await meanwhile();
  sent.broken = false;
  await unknown.getByRole('button', { name: 'Coba lagi' }).click();
}

const MUTATIONS: Mutation[] = [
  {
    name: 'saving the profile',
    faults: EVERY_FAULT,
    breaks: ['PUT', '/api/Customer'],
    async open(page, mark) {
      await page.goto('/main/edit-profile');
      const firstName = page.getByRole('textbox', { name: 'Nama Depan' });
      await expect(firstName).not.toHaveValue('');
      await firstName.fill(`Siti ${mark}`);
    },
    async press(page) {
      await page.getByRole('button', { name: 'Simpan' }).click();
      await answerConfirm(page, 'Ya, Perbaharui');
    },
    says: () => 'Profil kamu belum tersimpan.',
    async kept(page, mark) {
      await expect(page.getByRole('textbox', { name: 'Nama Depan' })).toHaveValue(`Siti ${mark}`);
    },
    succeeded: (page) => acknowledge(page, 'Sukses!', 'Profil berhasil diperbaharui'),
    record: async (page) =>
      (await ask<{ firstName: string }>(page, 'GET', '/api/Customer')).firstName,
    afterOne: (_, mark) => `Siti ${mark}`,
  },
  {
    name: 'adding to cart',
    faults: ['500', 'offline', 'timeout', 'lost'],
    unknownWhenLost: {},
    breaks: ['POST', '/api/Cart'],
    async open(page) {
      await page.goto('/products/drip-bag-gayo-wine/DR-GAYO-5');
      await expect(page.getByRole('heading', { level: 1, name: GAYO.name })).toBeVisible();
      await page.getByRole('button', { name: '+ Keranjang' }).click();
    },
    async press(page) {
      await page.getByRole('dialog').getByRole('button', { name: '+ Keranjang' }).click();
      await answerConfirm(page, 'Ya, Tambahkan');
    },
    says: () => `Terjadi kesalahan saat menambahkan ${GAYO.name} ke keranjang.`,
    reasons: null,
    // The form stays open with what was chosen, to try again.
    kept: (page) =>
      expect(page.getByRole('dialog').getByRole('button', { name: '+ Keranjang' })).toBeEnabled(),
    succeeded: (page) =>
      acknowledge(page, 'Berhasil!', `${GAYO.name} berhasil ditambahkan ke keranjang.`),
    record: async (page) => (await gayoLine(page))?.quantity ?? 0,
    afterOne: (before) => Number(before) + 1,
  },
  {
    name: "changing a cart line's quantity",
    breaks: ['PUT', '/api/Cart'],
    async open(page) {
      await gayoInCart(page);
      await page.goto('/main/cart');
      await expect(page.getByRole('textbox', { name: `Jumlah ${GAYO.name}` })).toBeVisible();
    },
    // No question: the quantity is saved once the presses settle.
    press: (page) => page.getByRole('button', { name: `Tambah jumlah ${GAYO.name}` }).click(),
    failure: {
      shown: (page) => page.getByRole('alert').filter({ hasText: 'Jumlah ini belum tersimpan.' }),
      isDialog: false,
    },
    says: () => 'Jumlah ini belum tersimpan.',
    async kept(page) {
      const line = await gayoLine(page);
      await expect(page.getByRole('textbox', { name: `Jumlah ${GAYO.name}` })).toHaveValue(
        String((line?.quantity ?? 0) + 1),
      );
    },
    retry: (page) =>
      page
        .getByRole('alert')
        .filter({ hasText: 'Jumlah ini belum tersimpan.' })
        .getByRole('button', { name: 'Coba lagi' })
        .click(),
    succeeded: (page) => expect(page.getByText('Jumlah tersimpan')).toBeVisible(),
    record: async (page) => (await gayoLine(page))?.quantity ?? 0,
    afterOne: (before) => Number(before) + 1,
  },
  {
    name: 'removing a cart line',
    unknownWhenLost: {},
    breaks: ['DELETE', '/api/CartDetail/Remove/*'],
    async open(page) {
      await gayoInCart(page);
      await page.goto('/main/cart');
    },
    async press(page) {
      await page.getByRole('button', { name: `Hapus ${GAYO.name}` }).click();
      await answerConfirm(page, 'Ya, Hapus');
    },
    says: () => `Terjadi kesalahan saat menghapus ${GAYO.name}. Coba beberapa saat lagi.`,
    reasons: null,
    kept: (page) =>
      expect(page.getByRole('article', { name: new RegExp(GAYO.name) })).toBeVisible(),
    succeeded: (page) =>
      acknowledge(page, 'Berhasil!', `${GAYO.name} berhasil dihapus dari keranjang.`),
    record: async (page) => ((await gayoLine(page)) ? 1 : 0),
    afterOne: () => 0,
  },
  {
    name: 'saving a new address',
    unknownWhenLost: {},
    breaks: ['POST', '/api/ShipmentAddress'],
    async open(page, mark) {
      await page.goto('/main/address-form');
      for (const [label, value] of Object.entries(typedAddress(mark))) {
        await page.getByRole('textbox', { name: label, exact: true }).fill(value);
      }
      await chooseRegions(page);
    },
    press: (page) => page.getByRole('button', { name: 'Simpan alamat' }).click(),
    says: () => 'Alamat belum tersimpan.',
    async kept(page, mark) {
      for (const [label, value] of Object.entries(typedAddress(mark))) {
        await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
      }
      await expect(page.getByRole('button', { name: /Kecamatan$/ })).toContainText('Tebet');
    },
    succeeded: (page) => acknowledge(page, 'Berhasil!', 'Alamat berhasil disimpan'),
    record: async (page, mark) =>
      (await addresses(page)).filter((a) => a.name === `Gudang ${mark}`).length,
    afterOne: () => 1,
  },
  {
    name: 'making an address the default',
    unknownWhenLost: {},
    breaks: ['PUT', '/api/ShipmentAddress/Default'],
    open: (page, mark) => addressListWith(page, `Utama ${mark}`),
    async press(page, mark) {
      await page.getByRole('button', { name: `Jadikan alamat utama: Utama ${mark}` }).click();
      await answerConfirm(page, 'Ya, Simpan');
    },
    says: () => 'Alamat utama belum berubah.',
    kept: (page, mark) =>
      expect(page.getByRole('article', { name: `Utama ${mark}` })).not.toContainText(
        'Alamat utama',
      ),
    succeeded: (page) => acknowledge(page, 'Berhasil!', 'Alamat berhasil di set default'),
    record: async (page) => (await addresses(page)).find((a) => a.isDefault)?.name,
    afterOne: (_, mark) => `Utama ${mark}`,
  },
  {
    name: 'removing an address',
    unknownWhenLost: {},
    breaks: ['POST', '/api/ShipmentAddress/RemoveAddress'],
    open: (page, mark) => addressListWith(page, `Lama ${mark}`),
    async press(page, mark) {
      await page.getByRole('button', { name: `Hapus alamat Lama ${mark}` }).click();
      await answerConfirm(page, 'Ya, Hapus');
    },
    says: () => 'Alamat belum terhapus.',
    kept: (page, mark) => expect(page.getByRole('article', { name: `Lama ${mark}` })).toBeVisible(),
    succeeded: (page) => acknowledge(page, 'Berhasil!', 'Alamat berhasil dihapus'),
    record: async (page, mark) =>
      (await addresses(page)).filter((a) => a.name === `Lama ${mark}`).length,
    afterOne: () => 0,
  },
  {
    name: 'registering',
    faults: EVERY_FAULT,
    breaks: ['POST', '/api/Customer'],
    guest: true,
    async open(page, mark) {
      await page.goto('/register');
      // The pre-rendered form is the app's before it is filled: typed into the HTML before
      // hydration, a controlled field's text is not the form's value yet.
      await expect(page.getByRole('button', { name: 'Kirim kode' })).toHaveAttribute(
        'data-app-live',
        '',
      );
      for (const [label, value] of Object.entries(registration(mark))) {
        await page.getByRole('textbox', { name: label, exact: true }).fill(value);
      }
      // The phone proved by its code (the HTTP mock's outbox holds the WhatsApp or SMS).
      await page.getByRole('button', { name: 'Kirim kode' }).click();
      await expect(page.getByRole('status')).toContainText('kode 6 angka sudah kami kirim');
      const code = await codeSentTo(gateway, registration(mark)['No. Telp']);
      await page.getByRole('textbox', { name: 'Kode verifikasi' }).fill(code);
    },
    async press(page) {
      await page.getByRole('button', { name: 'Daftar', exact: true }).click();
      await answerConfirm(page, 'Ya, Daftar');
    },
    failure: { shown: (page) => page.getByRole('alertdialog', { name: 'Error!' }), isDialog: true },
    says: () => 'Terjadi kesalahan saat melakukan registrasi',
    // The register form words a lost connection and a timeout apart.
    reasons: {
      '500': 'Server sedang bermasalah. Silakan coba lagi beberapa saat lagi.',
      offline: 'Tidak dapat terhubung ke server.',
      timeout: 'Server tidak menjawab tepat waktu.',
      lost: 'Tidak dapat terhubung ke server.',
    },
    async kept(page, mark) {
      for (const [label, value] of Object.entries(registration(mark))) {
        await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
      }
    },
    succeeded: (page) =>
      acknowledge(
        page,
        'Berhasil!',
        'Registrasi berhasil, silahkan lakukan verifikasi melalui email',
      ),
    // Only the right password learns that an account waits for its activation link.
    async record(page, mark) {
      const { 'No. Telp': phone, Password: password } = registration(mark);
      const answer = await page.request.post(`${gateway}/connect/token`, {
        form: passwordLogin(phone, password, 'kopi_api'),
      });
      return ((await answer.json()) as { error_description?: string }).error_description;
    },
    afterOne: () => 'Akun belum diaktifkan. Buka tautan aktivasi yang kami kirim ke email kamu.',
  },
  {
    name: 'paying a delivery online',
    unknownWhenLost: { found: orderFound },
    breaks: ['POST', '/api/SalesInvoice/Online'],
    async open(page) {
      await gayoInCart(page);
      await page.goto('/main/checkout');
      await choose(page, 'Jalur Nugraha Ekakurir (JNE)');
      await choose(page, /^REG · Layanan Reguler/);
    },
    press: (page) => page.getByRole('button', { name: 'Lanjut Pembayaran' }).click(),
    says: () => 'Terjadi kesalahan saat melakukan pembayaran, silakan coba lagi nanti.',
    async kept(page) {
      await expect(page.getByRole('radio', { name: 'Jalur Nugraha Ekakurir (JNE)' })).toBeChecked();
      await expect(page.getByRole('radio', { name: /^REG · Layanan Reguler/ })).toBeChecked();
    },
    // The order is made and the payment page (the HTTP mock's sandbox) is open over the shop.
    succeeded: (page) =>
      expect(
        page.getByText('Pesananmu sudah dibuat. Selesaikan pembayaran di halaman pembayaran.'),
      ).toBeVisible(),
    record: outstandingOrders,
    afterOne: (before) => Number(before) + 1,
  },
  {
    name: 'paying at a branch by QR',
    unknownWhenLost: { found: orderFound },
    breaks: ['POST', '/api/SalesInvoice/QR'],
    async open(page) {
      await gayoInCart(page);
      await page.goto('/main/select-branch');
      await choose(page, /^Kopi Nusantara Kemang/);
    },
    async press(page) {
      await page.getByRole('button', { name: 'Bayar di cabang ini' }).click();
      await answerConfirm(page, 'Ya, Buat QR');
    },
    says: () => 'Kode QR belum dibuat.',
    kept: (page) =>
      expect(page.getByRole('radio', { name: /^Kopi Nusantara Kemang/ })).toBeChecked(),
    succeeded: (page) =>
      expect(page.getByRole('img', { name: /^Kode QR pembayaran SI-QR-/ })).toBeVisible(),
    record: outstandingOrders,
    afterOne: (before) => Number(before) + 1,
  },
  {
    name: 'ordering a custom blend',
    // The product made under the press's key is answered again to the retry: a second
    // product would need a second code, and its code is the one the order kept.
    unknownWhenLost: { stepBefore: true },
    breaks: ['POST', '/api/Product'],
    async open(page, mark) {
      // The blend in progress, as the builder keeps it in the tab (its stories' NAMED_BLEND).
      await page.addInitScript(
        (blend) => {
          if (sessionStorage.getItem('customBlend') === null)
            sessionStorage.setItem('customBlend', blend);
        },
        JSON.stringify(finishedBlend(mark)),
      );
      await page.goto('/custom-blend/hasil-akhir');
    },
    async press(page) {
      await page.getByRole('main').getByRole('button', { name: 'Pesan sekarang' }).click();
      await answerConfirm(page, 'Ya, Pesan');
    },
    says: (mark) => `Terjadi kesalahan saat memesan Blend ${mark}. Blend-mu tetap tersimpan.`,
    kept: (page, mark) =>
      expect(page.getByRole('main').getByText(`Blend ${mark}`, { exact: true })).toBeVisible(),
    succeeded: (page, mark) =>
      acknowledge(page, 'Berhasil!', `Blend ${mark} berhasil ditambahkan ke keranjang.`),
    record: async (page, mark) =>
      (await cart(page)).filter((line) => line.product.name === `Blend ${mark}`).length,
    afterOne: () => 1,
  },
];

function typedAddress(mark: string) {
  return {
    'Label alamat': `Gudang ${mark}`,
    'Nama penerima': 'Siti Rahayu',
    'No. Telp penerima': '081234567890',
    'Kode POS': '12810',
    'Alamat lengkap': 'Jl. Tebet Barat Dalam No. 9, RT 002/RW 005',
    Patokan: 'Pagar hijau',
  };
}

function registration(mark: string) {
  const digits = String(1000 + mark.length * 37 + mark.charCodeAt(0));
  return {
    'No. Telp': `0813900${digits}`,
    'Nama Depan': 'Dewi',
    'Nama Belakang': mark,
    Email: `dewi.${mark.toLowerCase()}@contoh.id`,
    Password: 'Kopi!2024',
  };
}

function finishedBlend(mark: string) {
  const bean = (type: string, origin: string, code: string, name: string, percentage: number) => ({
    beanType: { code: `BEAN-${type.toUpperCase()}`, name: type },
    origin: { code: `ORIGIN-${origin.toUpperCase()}`, name: origin },
    product: { code, name },
    percentage,
  });
  return {
    components: [
      bean('Arabika', 'Gayo', 'BN-GAYO-250', 'Arabika Gayo Full Wash', 50),
      bean('Arabika', 'Toraja', 'BN-TORA-250', 'Arabika Toraja Sapan', 25),
      bean('Robusta', 'Temanggung', 'BN-TMGR-250', 'Robusta Temanggung', 25),
    ],
    packaging: 'Drip',
    unit: { code: '10PCS', label: 'Isi 10', baseUoMCode: 'PCS', baseQuantity: 10 },
    grind: { code: 'GRIND-MEDIUM', name: 'Sedang (V60 / Drip)' },
    price: 85_000,
    name: `Blend ${mark}`,
  };
}

for (const mutation of MUTATIONS) {
  test.describe(mutation.name, () => {
    for (const fault of mutation.faults ?? ONE_PER_CLASS) {
      test(`under ${fault}: says why, keeps what was typed, and succeeds once on retry`, async ({
        page,
      }) => {
        const mark = MARKS[fault];
        if (mutation.guest) await page.context().clearCookies();
        if (fault === 'timeout') await page.clock.install();
        await mutation.open(page, mark);
        const before = await mutation.record(page, mark);
        const [method, path] = mutation.breaks;
        const sent = await breakGateway(page, method, path, fault);

        await mutation.press(page, mark);
        const afterOne = mutation.afterOne(before, mark);
        const lostAnswer = fault === 'offline' || fault === 'timeout' || fault === 'lost';
        const unknown = mutation.unknownWhenLost;
        if (unknown && lostAnswer) {
          // Carried out already when its answer was lost: the record changed before the retry.
          await unknownThenRetried(page, sent, async () =>
            expect(await mutation.record(page, mark)).toEqual(
              fault === 'lost' && !unknown.stepBefore ? afterOne : before,
            ),
          );
          // The same press under the same key: the gateway answers what the lost send made.
          await (fault === 'lost' ? (unknown.found ?? mutation.succeeded) : mutation.succeeded)(
            page,
            mark,
          );
          expect(sent.count).toBe(2);
          expect(await mutation.record(page, mark)).toEqual(afterOne);
          return;
        }
        const failure =
          mutation.failure?.shown(page) ?? page.getByRole('alertdialog', { name: 'Gagal!' });
        await expect(failure).toContainText(mutation.says(mark));
        if (mutation.reasons !== null)
          await expect(failure).toContainText(mutation.reasons?.[fault] ?? REASONS[fault]);
        if (mutation.failure?.isDialog ?? true) {
          await failure.getByRole('button', { name: 'Okay!' }).click();
          await expect(failure).toBeHidden();
        }
        expect(sent.count).toBe(1);
        // Carried out already when its answer was lost; otherwise nothing was left behind.
        if (fault === 'lost') expect(await mutation.record(page, mark)).toEqual(afterOne);
        else {
          await mutation.kept(page, mark);
          expect(await mutation.record(page, mark)).toEqual(before);
        }

        sent.broken = false;
        await (mutation.retry ?? mutation.press)(page, mark);
        await mutation.succeeded(page, mark);
        expect(sent.count).toBe(2);
        // Once: sent again, the change is the same change.
        expect(await mutation.record(page, mark)).toEqual(afterOne);
      });
    }
  });
}

// A list under the same faults shows its error state and loads on 'Coba lagi'. Every list's
// stories prove that with failing handlers; this proves the wiring over real HTTP once. The
// page's clock stands still once the failure shows: the shop's own tries again
// (serverData/offline/recovery.ts, after about 1 s, 2 s, ...; unit-tested there) wait for time
// to pass, so none takes the button away between the fault's end and the press (a clean-clone
// run saw one do so). Stopped a second after the test started instead, it also stopped the
// page's own start on a busy machine (two clean-clone runs: no failure shown in 5 s).
test.describe('the address list', () => {
  // A read's answer lost is a read that failed: the four faults of issue 13 cover it.
  for (const fault of ['500', '400', 'offline', 'timeout'] as const) {
    test(`under ${fault}: shows its error state and loads on retry`, async ({ page }) => {
      await page.clock.install();
      const sent = await breakGateway(page, 'GET', '/api/ShipmentAddress', fault);
      await page.goto('/main/address');
      const failed = page.getByRole('alert').filter({ hasText: 'Daftar alamat gagal dimuat' });
      await expect(failed).toContainText(REASONS[fault]);
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 200));
      await expect(page.getByRole('list', { name: 'Alamat pengiriman' })).toHaveCount(0);
      expect(sent.count).toBe(1);

      sent.broken = false;
      await failed.getByRole('button', { name: 'Coba lagi' }).click();
      await expect(
        page.getByRole('list', { name: 'Alamat pengiriman' }).getByRole('article').first(),
      ).toBeVisible();
      await expect(failed).toHaveCount(0);
    });
  }
});
