import { DEMO_CUSTOMERS } from '@kit/demo';
import {
  expectLinkTo,
  expectNoSidewaysScroll,
  findLoadError,
  findLoadingArea,
  findModal,
  mobile,
  modalGone,
  page,
} from '@kit/dom';
import {
  connectionBack,
  connectionDrops,
  failingOnce,
  gatewayWith,
  neverAnswering,
  offline,
  spyOnKeys,
  spyOnRequests,
} from '@kit/gateway';
import { expectLocation, findScreen, logInThroughTheForm, screenStory } from '@kit/story';
import { db } from '@mocks/store/collections';
import { customProduct, passwordLogin } from '@mocks/testing/payloads';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { getCartCount } from '@/api/cart/calls';
import SharedBlendScreen from './SharedBlendScreen';

// Siti's shared blend for the public page's stories: the mock's seed shares none, so each
// story has her make one and share it through the mock gateway, as the storefront would,
// then gives the share a known address for the story's route.

const SHARED_SLUG = 'blend-pagi-siti-cerita0001';
const SHARED_BLEND = `/blend/${SHARED_SLUG}`;
const BLEND_NAME = 'Blend Pagi Siti';
/** A note with markup: the page must show it as these very characters. */
const HOSTILE_NOTE = '<b>Enak</b> buat pagi <img src=x onerror="alert(1)">';

async function send<T>(method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body instanceof URLSearchParams ? {} : { 'content-type': 'application/json' }),
    },
    body: body instanceof URLSearchParams || body === undefined ? body : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

async function sitiToken(): Promise<string> {
  const { phone, password } = DEMO_CUSTOMERS.siti;
  const form = new URLSearchParams(passwordLogin(phone, password));
  return (await send<{ access_token: string }>('POST', '/connect/token', null, form)).access_token;
}

/** Siti shares a blend (half Gayo, half Temanggung, coffee bags) at SHARED_BLEND. */
async function sitiSharesABlend(): Promise<void> {
  const token = await sitiToken();
  const code = await send<string>('GET', '/api/Product/NextCode', token);
  await send('POST', '/api/Product', token, [customProduct(code, { name: BLEND_NAME })]);
  await send('POST', '/api/SharedBlend', token, { productCode: code, note: HOSTILE_NOTE });
  const share = db.sharedBlends.findFirst((q) => q.where({ productCode: code }));
  if (!share) throw new Error(`${code} was not shared`);
  await db.sharedBlends.update(share, {
    data(draft) {
      draft.slug = SHARED_SLUG;
    },
  });
}

/** Siti stops sharing it ('Berhenti membagikan'): its address answers 404 from now on. */
async function sitiTakesItDown(): Promise<void> {
  await send('DELETE', `/api/SharedBlend/${SHARED_SLUG}`, await sitiToken());
}

const ONE_BLEND = '/api/SharedBlend/:slug';
const BUY = '/api/SharedBlend/:slug/Cart';
/** What the page sends to buy the blend, seen on its way to the mock gateway. */
const purchases = spyOnRequests('post', BUY);
const purchaseKeys = spyOnKeys('post', BUY);
const LOGIN_AND_BACK = `/login?from=${encodeURIComponent(SHARED_BLEND)}`;

const screen = screenStory({ route: SHARED_BLEND, spies: [purchases, purchaseKeys] });

/** /blend/:slug: Siti's shared blend, as anyone who opens her link sees it. */
const meta = preview.meta({
  title: 'Screens/SharedBlend/SharedBlendScreen',
  component: SharedBlendScreen,
  ...screen,
  beforeEach: async (context) => {
    await sitiSharesABlend();
    return screen.beforeEach(context);
  },
});

/** The blend's page once it has loaded: the canvas to read it with. */
const findBlend = (canvasElement: HTMLElement) => findScreen(canvasElement, BLEND_NAME, 5000);

/** The page's 404: the main content (the navbar has its own 'Buat Blend Kopi Kamu'). */
async function findGone(canvasElement: HTMLElement) {
  const canvas = await findScreen(canvasElement, 'Blend ini tidak dibagikan lagi', 5000);
  return within(canvas.getByRole('main'));
}

/** The page's 'Beli blend ini' pressed, and its dialog. */
async function openBuyDialog(canvasElement: HTMLElement) {
  const canvas = await findBlend(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Beli blend ini' }));
  return within(await findModal('Beli blend ini'));
}

/** '+ Keranjang' in the dialog, then 'Ya, Tambahkan', then the success it tells. */
async function confirmPurchase(form: ReturnType<typeof within>) {
  await userEvent.click(form.getByRole('button', { name: '+ Keranjang' }));
  const confirm = await findModal('Kamu yakin?', 'alertdialog');
  await expect(confirm).toHaveAccessibleDescription(`${BLEND_NAME} akan ditambahkan ke keranjang.`);
  // A double click buys once.
  await userEvent.dblClick(within(confirm).getByRole('button', { name: 'Ya, Tambahkan' }));
  await purchases.expectOnce(() => page.getByRole('alertdialog', { name: 'Berhasil!' }));
  const done = await findModal('Berhasil!', 'alertdialog');
  await expect(done).toHaveTextContent(`${BLEND_NAME} berhasil ditambahkan ke keranjang.`);
  await userEvent.click(within(done).getByRole('button', { name: 'Okay!' }));
  await modalGone('alertdialog');
}

export const GuestSeesTheBlend = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await findBlend(canvasElement);
    await expect(canvas.getByText('Diracik oleh Siti')).toBeVisible();
    // The tab is named by the blend, once it is known.
    await waitFor(() => expect(document.title).toBe(`${BLEND_NAME} · Kopi Nusantara`));
    const composition = within(canvas.getByRole('region', { name: 'Komposisi' }));
    await expect(composition.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '50% Arabika Gayo Full Wash',
      '50% Robusta Temanggung',
    ]);
    const flavour = canvas.getByRole('region', { name: 'Profil rasa' });
    await expect(flavour).toHaveTextContent('Body');
    const origins = canvas.getByRole('region', { name: 'Asal biji & catatan rasa' });
    await expect(origins).toHaveTextContent('Temanggung');
    await expect(origins).toHaveTextContent('cokelat hitam, kacang, tembakau');
    const prices = within(canvas.getByRole('region', { name: 'Harga hari ini' }));
    await expect(prices.getByRole('heading', { name: 'Coffee Bag' })).toBeVisible();
    await expect(prices.getByRole('heading', { name: 'Drip Bag' })).toBeVisible();
    await expect(prices.getAllByText(/^Rp /u).length).toBeGreaterThan(1);
    // A guest's 'Beli blend ini' is the way to log in, and back here.
    await expectLinkTo(canvas, 'Beli blend ini', LOGIN_AND_BACK);
  },
});

/** On a phone, the maker's note with markup is shown as the characters she typed. */
export const GuestOnAPhoneWithANoteOfMarkup = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const note = (await findBlend(canvasElement)).getByText(HOSTILE_NOTE);
    await expect(note).toBeVisible();
    await expect(canvasElement.querySelector('main img[src="x"], main b')).toBeNull();
    await expect(note.closest('figure')).toHaveTextContent('Catatan dari Siti');
    await expectNoSidewaysScroll();
  },
});

export const GuestLogsInAndComesBack = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const buy = (await findBlend(canvasElement)).getByRole('link', { name: 'Beli blend ini' });
    await userEvent.click(buy);
    await expectLocation(LOGIN_AND_BACK);
    await logInThroughTheForm(canvasElement, 'budi');
    // Back on the blend, signed in: 'Beli blend ini' now opens the dialog.
    await expectLocation(SHARED_BLEND);
    await openBuyDialog(canvasElement);
    await expect(purchases.calls).not.toHaveBeenCalled();
  },
});

export const CustomerBuysACoffeeBag = meta.story({
  parameters: { session: 'budi' },
  play: async ({ canvasElement }) => {
    const before = await getCartCount();
    const form = await openBuyDialog(canvasElement);
    // The maker's packaging in its first size, quantity 1.
    await expect(form.getByRole('radio', { name: 'Coffee Bag' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('1');
    // The maker's grind is chosen; the buyer grinds finer.
    await expect(await form.findByRole('radio', { name: 'Sedang (V60 / Drip)' })).toBeChecked();
    await userEvent.click(form.getByRole('radio', { name: 'Halus (Espresso)' }));
    await userEvent.click(form.getByRole('button', { name: /Ukuran/u }));
    await userEvent.click(await page.findByRole('option', { name: '500 g' }));
    await userEvent.click(form.getByRole('button', { name: 'Tambah jumlah' }));
    await confirmPurchase(form);
    await expect(purchases.calls).toHaveBeenCalledWith({
      packaging: 'CoffeeBag',
      uoMCode: '500GR',
      grindLevel: 'GRIND-FINE',
      quantity: 2,
    });
    // One confirmed press, one key.
    await expect(purchaseKeys.calls).toHaveBeenCalledTimes(1);
    await expect(purchaseKeys.calls.mock.calls[0]?.[0]).toMatch(/^[\x21-\x7e]{1,128}$/u);
    await expect(await getCartCount()).toBe(before + 1);
    await modalGone();
  },
});

export const CustomerBuysDripBagsOnAPhone = meta.story({
  globals: mobile,
  parameters: { session: 'budi' },
  play: async ({ canvasElement }) => {
    const form = await openBuyDialog(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: 'Drip Bag' }));
    // A drip bag is ground for drip: no grind to choose, its first size chosen.
    await expect(form.queryByRole('radiogroup', { name: /Tingkat penggilingan/u })).toBeNull();
    await expect(form.getByRole('button', { name: /Ukuran/u })).toHaveTextContent('Isi 5');
    await confirmPurchase(form);
    await expect(purchases.calls).toHaveBeenCalledWith({
      packaging: 'DripBag',
      uoMCode: '5PCS',
      quantity: 1,
    });
  },
});

export const Loading = meta.story({
  parameters: gatewayWith(neverAnswering('get', ONE_BLEND)),
  play: async ({ canvasElement }) => {
    await findLoadingArea(canvasElement, 'Memuat blend');
    await expect(within(canvasElement).queryByRole('heading', { level: 1 })).toBeNull();
  },
});

export const LoadErrorThenRetry = meta.story({
  globals: mobile,
  beforeEach: ({ msw }) => {
    msw.use(failingOnce('get', ONE_BLEND));
  },
  play: async ({ canvasElement }) => {
    // The page says it, with 'Coba lagi'; no error dialog covers it.
    const { retry } = await findLoadError(canvasElement, 'Blend gagal dimuat');
    await userEvent.click(retry);
    await findBlend(canvasElement);
    await expect(page.queryByRole('alertdialog')).toBeNull();
  },
});

/** A link opened without a connection: the shop's offline sentence and 'Coba lagi', which brings it. */
export const OpenedOffline = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(offline('get', ONE_BLEND));
  },
  play: async ({ canvasElement, msw }) => {
    const { retry } = await findLoadError(
      canvasElement,
      'Blend gagal dimuat',
      'Tidak dapat terhubung ke server. Periksa koneksi internetmu lalu coba lagi.',
    );
    msw.resetHandlers();
    await userEvent.click(retry);
    await findBlend(canvasElement);
  },
});

/** The connection drops with the blend open: it stays, its prices marked as maybe not today's. */
export const ConnectionDropsWhileOpen = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = await findBlend(canvasElement);
    connectionDrops();
    await expect(
      await canvas.findByText('Kamu sedang offline. Yang tampil mungkin sudah tidak terbaru.'),
    ).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(BLEND_NAME);
    connectionBack();
    await waitFor(() =>
      expect(
        canvas.queryByText('Kamu sedang offline. Yang tampil mungkin sudah tidak terbaru.'),
      ).toBeNull(),
    );
  },
});

export const TakenDown = meta.story({
  beforeEach: sitiTakesItDown,
  play: async ({ canvasElement }) => {
    const canvas = await findGone(canvasElement);
    // Nothing of the blend is told.
    await expect(canvas.queryByText(BLEND_NAME)).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Buat Blend Kopi Kamu' }));
    await expectLocation('/custom-blend/introduction');
  },
});

export const UnknownAddressOnAPhone = meta.story({
  globals: mobile,
  parameters: { route: '/blend/tidak-ada-0000000000', session: 'budi' },
  play: async ({ canvasElement }) => {
    const canvas = await findGone(canvasElement);
    await expectLinkTo(canvas, 'Buat Blend Kopi Kamu', '/custom-blend/introduction');
    await expectNoSidewaysScroll();
  },
});
