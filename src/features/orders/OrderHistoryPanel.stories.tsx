import { expectEmptyState, findLoadError, findModal, mobile, modalGone, page } from '@kit/dom';
import {
  failing,
  failingOnce,
  gatewayWith,
  heldUntilReleased,
  neverAnswering,
  spyOnRequests,
} from '@kit/gateway';
import { expectLocation, expectNoGlobalError, screenStory, watchGlobalErrors } from '@kit/story';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { getCartCount } from '@/api/cart/calls';
import type { Transaction } from '@/api/orders';
import { pushedEvents } from '@/features/analytics/public';
import { OrderHistoryPanel } from './OrderHistoryPanel';
import { shippedOrder } from './testOrders';

// The panel as a customer sees it: the profile's first tab ('Pesanan Saya') in the real
// storefront, whose navbar shows the cart count the panel refreshes.
const meta = preview.meta({
  title: 'Screens/Orders/OrderHistoryPanel',
  component: OrderHistoryPanel,
  ...screenStory({ route: '/main/profile', session: 'siti' }),
});

const filter = (canvas: HTMLElement) =>
  within(canvas).getByRole('button', { name: /Status pesanan/ });

/** The panel once the screen it sits in has loaded through the real route table and guard. */
async function ordersPanel(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('button', { name: /Status pesanan/ }, { timeout: 5000 });
  return within(canvasElement);
}

/** The count in the navbar's cart link, 'Keranjang (n)'. */
function navbarCartCount(canvasElement: HTMLElement): number {
  const link = within(canvasElement).getByRole('link', { name: /^Keranjang \(\d+\)$/u });
  return Number(/\d+/u.exec(link.textContent ?? '')?.[0]);
}

/** Resolves once the navbar shows the cart count the gateway has now; returns it. */
async function navbarShowsTheCartCount(canvasElement: HTMLElement): Promise<number> {
  const count = await getCartCount();
  await within(canvasElement).findByRole('link', { name: `Keranjang (${count})` });
  return count;
}

const orderList = (canvas: HTMLElement) =>
  within(canvas).findByRole('list', { name: /^Daftar pesanan/ });

const orderNumbers = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

/** The panel showing the orders of `group`: the filter says it, and so does the list's name. */
async function shownGroup(canvasElement: HTMLElement, group: string) {
  await ordersPanel(canvasElement);
  await expect(filter(canvasElement)).toHaveTextContent(group);
  const list = await orderList(canvasElement);
  await expect(list).toHaveAccessibleName(`Daftar pesanan: ${group}`);
  return list;
}

async function choose(canvas: HTMLElement, label: string) {
  await userEvent.click(filter(canvas));
  const listbox = await page.findByRole('listbox', { name: 'Status pesanan' });
  await userEvent.click(within(listbox).getByRole('option', { name: label }));
}

export const AwaitingPaymentDesktop = meta.story({
  play: async ({ canvasElement }) => {
    const list = await shownGroup(canvasElement, 'Menunggu Pembayaran');
    // Newest first: the order to pay at the store, then the one with a QRIS link.
    const [atStore, qris] = within(list).getAllByRole('article');
    await expect(orderNumbers(list)).toEqual([
      expect.stringMatching(/^SO-\d{4}-000132$/),
      expect.stringMatching(/^SO-\d{4}-000131$/),
    ]);
    for (const card of [atStore, qris] as HTMLElement[]) {
      await expect(
        within(card).getByRole('timer', { name: 'Sisa waktu pembayaran' }),
      ).toHaveTextContent(/^\d\d:\d\d:\d\d$/);
    }
    await expect(within(atStore as HTMLElement).getByText('Bayar di toko')).toBeVisible();
    await expect(
      within(qris as HTMLElement).getByRole('button', { name: 'Bayar dengan QRIS' }),
    ).toBeVisible();
    // The countdown ticks each second.
    const timer = within(qris as HTMLElement).getByRole('timer');
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 2500 });
  },
});

export const AwaitingPaymentMobile = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    await ordersPanel(canvasElement);
    const list = await orderList(canvasElement);
    await expect(within(list).getAllByRole('article')).toHaveLength(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const qris = within(list).getByRole('button', { name: 'Bayar dengan QRIS' });
    await userEvent.click(qris);
    const dialog = await findModal('Bayar dengan QRIS');
    await expect(
      within(dialog).getByRole('img', { name: /Kode QRIS untuk pesanan SO-/ }),
    ).toBeVisible();
  },
});

export const SwitchingGroupsKeepsTheChoiceInTheUrl = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await ordersPanel(canvasElement);
    await orderList(canvasElement);

    await choose(canvasElement, 'Sedang Diproses');
    await expectLocation('/main/profile?status=sedang_diproses');
    let list = await canvas.findByRole('list', { name: 'Daftar pesanan: Sedang Diproses' });
    await expect(orderNumbers(list)).toEqual([
      expect.stringMatching(/000129$/),
      expect.stringMatching(/000127$/),
    ]);
    await expect(within(list).queryByRole('timer')).toBeNull();
    await expect(within(list).getByText('Pending')).toBeVisible();
    await expect(within(list).getByText('Paid')).toBeVisible();

    // By keyboard, as a screen-reader user would, once the list opened by the click is gone
    // (a list still fading out swallows the next one's focus).
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull(), { timeout: 4000 });
    filter(canvasElement).focus();
    await expect(filter(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page.findByRole('listbox', { name: 'Status pesanan' });
    // The list moves focus into itself after its opening animation; give a busy machine time.
    await waitFor(() => expect(listbox).toContainElement(document.activeElement as HTMLElement), {
      timeout: 4000,
    });
    await userEvent.keyboard('{End}{Enter}');
    list = await canvas.findByRole('list', { name: 'Daftar pesanan: Order History' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    await expectLocation('/main/profile?status=order_history');
  },
});

export const GroupRestoredFromTheUrl = meta.story({
  parameters: { route: '/main/profile?tab=pesanan&status=order_history' },
  play: async ({ canvasElement }) => {
    const list = await shownGroup(canvasElement, 'Order History');
    await expect(within(list).getAllByText('Delivered')).toHaveLength(3);

    await choose(canvasElement, 'Menunggu Pembayaran');
    // The profile's own parameter stays.
    await expectLocation('/main/profile?tab=pesanan&status=menunggu_pembayaran');
  },
});

export const UnknownStatusShowsTheDefault = meta.story({
  parameters: { route: '/main/profile?status=dibatalkan' },
  play: async ({ canvasElement }) => {
    await shownGroup(canvasElement, 'Menunggu Pembayaran');
  },
});

export const Loading = meta.story({
  parameters: gatewayWith(neverAnswering('get', '/api/Transaction/Outstanding')),
  play: async ({ canvasElement }) => {
    const canvas = await ordersPanel(canvasElement);
    const busy = canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).toHaveTextContent('Memuat pesanan…');
    await expect(canvas.queryByRole('article')).toBeNull();
    // The filter stays usable while a list loads.
    await expect(filter(canvasElement)).toBeEnabled();
  },
});

export const LoadingMobile = Loading.extend({ globals: mobile });

export const FailedWithRetry = meta.story({
  beforeEach({ msw }) {
    msw.use(failingOnce('get', '/api/Transaction/Outstanding'));
    return watchGlobalErrors();
  },
  play: async ({ canvasElement }) => {
    const canvas = await ordersPanel(canvasElement);
    const { alert, retry } = await findLoadError(
      canvasElement,
      'Pesanan gagal dimuat',
      'Ooops, Something went wrong. Please try again later.',
    );
    // The gateway's own words are not for shoppers.
    await expect(alert).not.toHaveTextContent('upstream timeout');
    await userEvent.click(retry);
    const list = await orderList(canvasElement);
    await expect(within(list).getAllByRole('article')).toHaveLength(2);
    await expect(canvas.queryByRole('alert')).toBeNull();
    // The panel words its own failure: the global error dialog stays shut.
    await expectNoGlobalError();
  },
});

export const FailedMobile = meta.story({
  globals: mobile,
  parameters: gatewayWith(failing('get', '/api/Transaction/Outstanding')),
  play: async ({ canvasElement }) => {
    await ordersPanel(canvasElement);
    const { retry } = await findLoadError(canvasElement, 'Pesanan gagal dimuat');
    await expect(retry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});

/** The panel saying it has no orders of the gateway's `status` ('paid or pending'). */
async function expectNoOrders(canvasElement: HTMLElement, status: string) {
  await ordersPanel(canvasElement);
  await expect(
    await within(canvasElement).findByRole('heading', { name: `Oops, Tidak ada data ${status}!` }),
  ).toBeVisible();
}

// Budi has no address, so on the profile a reminder to add one would cover the panel: his
// stories open the panel on its own screen.
export const EmptyAwaitingPayment = meta.story({
  parameters: { session: 'budi', route: '/main/order-history' },
  play: async ({ canvasElement }) => {
    const canvas = await ordersPanel(canvasElement);
    await expectEmptyState(canvas, 'Oops, Tidak ada data outstanding!', {
      name: 'Belanja sekarang',
      href: '/products',
    });
  },
});

export const EmptyInProcess = meta.story({
  parameters: { session: 'budi', route: '/main/order-history?status=sedang_diproses' },
  play: async ({ canvasElement }) => {
    await expectNoOrders(canvasElement, 'paid or pending');
  },
});

export const EmptyDeliveredMobile = meta.story({
  parameters: { session: 'budi', route: '/main/order-history?status=order_history' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expectNoOrders(canvasElement, 'delivered');
  },
});

const cartPosts = spyOnRequests('post', '/api/Cart');
const cartCounts = spyOnRequests('get', '/api/Cart/Count');

/** The panel at `route`, what 'Beli Lagi' sends to the cart and each cart count asked watched. */
const buyingAgainAt = (route: string, parameters: { consent?: 'granted' } = {}) => ({
  parameters: { route, ...parameters, ...gatewayWith(cartPosts.handler, cartCounts.handler) },
  beforeEach: () => {
    cartPosts.calls.mockClear();
    cartCounts.calls.mockClear();
  },
});

/** 'Beli Lagi' pressed on the first order listed: that button, and the question it asks. */
async function askToBuyTheFirstOrderAgain(canvasElement: HTMLElement) {
  const list = await orderList(canvasElement);
  const buyAgain = within(list).getAllByRole('button', { name: 'Beli Lagi' })[0] as HTMLElement;
  await userEvent.click(buyAgain);
  return { buyAgain, confirm: await findModal('Kamu yakin?', 'alertdialog') };
}

export const BuyAgainAddsTheOrderToTheCart = meta.story({
  ...buyingAgainAt('/main/order-history?status=order_history'),
  play: async ({ canvasElement }) => {
    await ordersPanel(canvasElement);
    const before = await navbarShowsTheCartCount(canvasElement);
    const { buyAgain, confirm } = await askToBuyTheFirstOrderAgain(canvasElement);
    await expect(confirm).toHaveAccessibleDescription(
      'Item dalam pembelian ini akan ditambahkan ke keranjang.',
    );
    await expect(within(confirm).getByRole('button', { name: 'Tidak, Batalkan' })).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, Tambahkan' }));

    await cartPosts.expectOnce(() => page.getByRole('alertdialog', { name: 'Berhasil!' }));
    const done = await findModal('Berhasil!', 'alertdialog');
    await expect(done).toHaveAccessibleDescription('Item berhasil ditambahkan ke keranjang.');
    // The navbar's count follows without a navigation.
    await waitFor(() => expect(navbarCartCount(canvasElement)).toBeGreaterThan(before));
    await expect(navbarCartCount(canvasElement)).toBe(await getCartCount());
    await userEvent.click(within(done).getByRole('button', { name: 'Okay!' }));
    await modalGone('alertdialog');
    await expect(buyAgain).not.toHaveAttribute('aria-disabled');
  },
});

/**
 * With 'Terima' given, 'Beli Lagi' tells analytics what went into the cart: one GA4
 * add_to_cart with the order's lines, in IDR.
 */
export const BuyAgainMeasuredAfterConsent = meta.story({
  ...buyingAgainAt('/main/order-history?status=order_history', { consent: 'granted' }),
  play: async ({ canvasElement }) => {
    await ordersPanel(canvasElement);
    const { confirm } = await askToBuyTheFirstOrderAgain(canvasElement);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, Tambahkan' }));
    await cartPosts.expectOnce(() => page.getByRole('alertdialog', { name: 'Berhasil!' }));
    const [posted] = cartPosts.calls.mock.calls[0] as [{ product: { code: string } }[]];
    await waitFor(() => {
      const added = pushedEvents().filter((event) => event.name === 'add_to_cart');
      expect(added).toHaveLength(1);
      expect(added[0]?.params).toMatchObject({
        currency: 'IDR',
        items: posted.map((line) => expect.objectContaining({ item_id: line.product.code })),
      });
    });
  },
});

export const BuyAgainCancelled = meta.story({
  ...buyingAgainAt('/main/order-history?status=sedang_diproses'),
  play: async ({ canvasElement }) => {
    await ordersPanel(canvasElement);
    const before = await navbarShowsTheCartCount(canvasElement);
    const countsAsked = cartCounts.calls.mock.calls.length;
    const { confirm } = await askToBuyTheFirstOrderAgain(canvasElement);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tidak, Batalkan' }));
    await modalGone('alertdialog');
    // Nothing sent, and the count was not asked for again.
    await expect(cartPosts.calls).not.toHaveBeenCalled();
    await expect(cartCounts.calls).toHaveBeenCalledTimes(countsAsked);
    await expect(await getCartCount()).toBe(before);
    await expect(navbarCartCount(canvasElement)).toBe(before);
  },
});

const heldCartPost = heldUntilReleased('post', '/api/Cart');

export const BuyAgainFails = meta.story({
  parameters: {
    // Held until the story has seen the busy state, then answered by the fault behind it.
    ...gatewayWith(heldCartPost.handler, failing('post', '/api/Cart'), cartCounts.handler),
  },
  beforeEach: () => {
    heldCartPost.reset();
    cartCounts.calls.mockClear();
    return watchGlobalErrors();
  },
  play: async ({ canvasElement }) => {
    await ordersPanel(canvasElement);
    const before = await navbarShowsTheCartCount(canvasElement);
    const countsAsked = cartCounts.calls.mock.calls.length;
    const list = await orderList(canvasElement);
    const buyAgain = within(list).getAllByRole('button', { name: 'Beli Lagi' })[1] as HTMLElement;
    await userEvent.click(buyAgain);
    const confirm = await findModal('Kamu yakin?', 'alertdialog');
    const yes = within(confirm).getByRole('button', { name: 'Ya, Tambahkan' });
    await userEvent.click(yes);
    // While the lines are sent nothing can be pressed twice.
    await expect(yes).toHaveAttribute('aria-disabled', 'true');
    await expect(buyAgain).toHaveAttribute('aria-disabled', 'true');
    await expect(within(confirm).getByRole('button', { name: 'Tidak, Batalkan' })).toBeDisabled();
    await userEvent.click(yes);
    await heldCartPost.releaseAndExpectOnce(() =>
      page.getByRole('alertdialog', { name: 'Gagal!' }),
    );
    const failed = await findModal('Gagal!', 'alertdialog');
    await expect(failed).toHaveAccessibleDescription(
      'Terjadi kesalahan saat menambahkan item ke keranjang.',
    );
    await userEvent.click(within(failed).getByRole('button', { name: 'Okay!' }));
    await modalGone('alertdialog');
    await expect(buyAgain).not.toHaveAttribute('aria-disabled');
    // Nothing was added: the count is not asked for again, and the panel spoke for itself.
    await expect(cartCounts.calls).toHaveBeenCalledTimes(countsAsked);
    await expect(navbarCartCount(canvasElement)).toBe(before);
    await expectNoGlobalError();
  },
});

/** An order whose payment time runs out two and a half seconds after the list loads. */
function expiringOrder(): Transaction {
  return {
    ...shippedOrder,
    alias: 'ord-story-999',
    docNum: 'SO-2026-000999',
    docDate: new Date().toISOString(),
    docDueDate: new Date(Date.now() + 2500).toISOString(),
  };
}

export const CountdownEndsAndTheListReloads = meta.story({
  beforeEach({ msw }) {
    // Once: the reload after the countdown reaches the mock gateway, where an unpaid order
    // past its deadline has left the outstanding list.
    msw.use(
      http.get('*/api/Transaction/Outstanding', () => HttpResponse.json([expiringOrder()]), {
        once: true,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ordersPanel(canvasElement);
    const expiring = await canvas.findByRole('article', { name: 'SO-2026-000999' });
    const timer = within(expiring).getByRole('timer', { name: 'Sisa waktu pembayaran' });
    await expect(timer).toHaveTextContent(/^00:00:0[1-3]$/);
    await waitFor(() => expect(timer).toHaveTextContent('00:00:00'), { timeout: 4000 });
    await waitFor(
      () => expect(canvas.queryByRole('article', { name: 'SO-2026-000999' })).toBeNull(),
      {
        timeout: 4000,
      },
    );
    const list = await orderList(canvasElement);
    await expect(orderNumbers(list)).toEqual([
      expect.stringMatching(/000132$/),
      expect.stringMatching(/000131$/),
    ]);
  },
});
