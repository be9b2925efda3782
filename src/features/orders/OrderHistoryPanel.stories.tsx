import { findModal, modalGone, page } from '@kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLocation, useSearch } from 'wouter';
import { getCartCount } from '@/api/cart';
import type { Transaction } from '@/api/orders';
import { cartCountAtom } from '@/state/cart';
import { OrderHistoryPanel } from './OrderHistoryPanel';
import { shippedOrder } from './testOrders';

/** What the in-memory router holds, so a story can see the query the panel writes. */
function LocationProbe() {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <p>
      Alamat: <output aria-label="Alamat halaman">{search ? `${path}?${search}` : path}</output>
    </p>
  );
}

/** The navbar's cart count, as the shared atom holds it. */
function CartCountProbe() {
  const count = useAtomValue(cartCountAtom);
  return (
    <p>
      Keranjang: <output aria-label="Jumlah di keranjang">{count ?? 'belum dimuat'}</output>
    </p>
  );
}

const meta = {
  title: 'Screens/Orders/OrderHistoryPanel',
  component: OrderHistoryPanel,
  parameters: { session: 'siti', route: '/main/profile' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => (
    <main style={{ maxWidth: '56rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <OrderHistoryPanel {...args} />
      <LocationProbe />
      <CartCountProbe />
    </main>
  ),
} satisfies Meta<typeof OrderHistoryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

const serverError = () =>
  HttpResponse.json(
    { error: 'server_error', error_description: 'Database tidak dapat dihubungi.' },
    { status: 500 },
  );

const filter = (canvas: HTMLElement) =>
  within(canvas).getByRole('button', { name: /Status pesanan/ });

const orderList = (canvas: HTMLElement) =>
  within(canvas).findByRole('list', { name: /^Daftar pesanan/ });

const orderNumbers = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

async function choose(canvas: HTMLElement, label: string) {
  await userEvent.click(filter(canvas));
  const listbox = await page.findByRole('listbox', { name: 'Status pesanan' });
  await userEvent.click(within(listbox).getByRole('option', { name: label }));
}

export const AwaitingPaymentDesktop: Story = {
  play: async ({ canvasElement }) => {
    await expect(filter(canvasElement)).toHaveTextContent('Menunggu Pembayaran');
    const list = await orderList(canvasElement);
    await expect(list).toHaveAccessibleName('Daftar pesanan: Menunggu Pembayaran');
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
};

export const AwaitingPaymentMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
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
};

export const SwitchingGroupsKeepsTheChoiceInTheUrl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await orderList(canvasElement);

    await choose(canvasElement, 'Sedang Diproses');
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Alamat halaman' })).toHaveTextContent(
        '/main/profile?status=sedang_diproses',
      ),
    );
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
    await expect(canvas.getByRole('status', { name: 'Alamat halaman' })).toHaveTextContent(
      '/main/profile?status=order_history',
    );
  },
};

export const GroupRestoredFromTheUrl: Story = {
  parameters: { route: '/main/profile?tab=pesanan&status=order_history' },
  play: async ({ canvasElement }) => {
    await expect(filter(canvasElement)).toHaveTextContent('Order History');
    const list = await orderList(canvasElement);
    await expect(list).toHaveAccessibleName('Daftar pesanan: Order History');
    await expect(within(list).getAllByText('Delivered')).toHaveLength(3);

    await choose(canvasElement, 'Menunggu Pembayaran');
    // The profile's own parameter stays.
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('status', { name: 'Alamat halaman' }),
      ).toHaveTextContent('/main/profile?tab=pesanan&status=menunggu_pembayaran'),
    );
  },
};

export const UnknownStatusShowsTheDefault: Story = {
  parameters: { route: '/main/profile?status=dibatalkan' },
  play: async ({ canvasElement }) => {
    await expect(filter(canvasElement)).toHaveTextContent('Menunggu Pembayaran');
    await expect(await orderList(canvasElement)).toHaveAccessibleName(
      'Daftar pesanan: Menunggu Pembayaran',
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/Transaction/Outstanding', async () => {
          await delay('infinite');
          return HttpResponse.json([]);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const busy = canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).toHaveTextContent('Memuat pesanan…');
    await expect(canvas.queryByRole('article')).toBeNull();
    // The filter stays usable while a list loads.
    await expect(filter(canvasElement)).toBeEnabled();
  },
};

export const LoadingMobile: Story = { ...Loading, globals: mobile };

export const FailedWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/Transaction/Outstanding', serverError, { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Pesanan gagal dimuat');
    await expect(alert).toHaveTextContent('Ooops, Something went wrong. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    const list = await orderList(canvasElement);
    await expect(within(list).getAllByRole('article')).toHaveLength(2);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const FailedMobile: Story = {
  globals: mobile,
  parameters: { msw: { handlers: [http.get('*/api/Transaction/Outstanding', serverError)] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    const retry = within(alert).getByRole('button', { name: 'Coba lagi' });
    await expect(retry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const EmptyAwaitingPayment: Story = {
  parameters: { session: 'budi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Oops, Tidak ada data outstanding!' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Belanja sekarang' })).toHaveAttribute(
      'href',
      '/products',
    );
  },
};

export const EmptyInProcess: Story = {
  parameters: { session: 'budi', route: '/main/order-history?status=sedang_diproses' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'Oops, Tidak ada data paid or pending!',
      }),
    ).toBeVisible();
  },
};

export const EmptyDeliveredMobile: Story = {
  parameters: { session: 'budi', route: '/main/order-history?status=order_history' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'Oops, Tidak ada data delivered!',
      }),
    ).toBeVisible();
  },
};

export const BuyAgainAddsTheOrderToTheCart: Story = {
  parameters: { route: '/main/order-history?status=order_history' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = await getCartCount();
    const list = await orderList(canvasElement);
    const [order] = within(list).getAllByRole('article');
    const buyAgain = within(order as HTMLElement).getByRole('button', { name: 'Beli Lagi' });
    await userEvent.click(buyAgain);

    const confirm = await findModal('Kamu yakin?', 'alertdialog');
    await expect(confirm).toHaveAccessibleDescription(
      'Item dalam pembelian ini akan ditambahkan ke keranjang.',
    );
    await expect(within(confirm).getByRole('button', { name: 'Tidak, Batalkan' })).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, Tambahkan' }));

    const done = await findModal('Berhasil!', 'alertdialog');
    await expect(done).toHaveAccessibleDescription('Item berhasil ditambahkan ke keranjang.');
    await waitFor(() =>
      expect(
        Number(canvas.getByRole('status', { name: 'Jumlah di keranjang' }).textContent),
      ).toBeGreaterThan(before),
    );
    await userEvent.click(within(done).getByRole('button', { name: 'Okay!' }));
    await modalGone('alertdialog');
    await expect(buyAgain).not.toHaveAttribute('aria-disabled');
  },
};

export const BuyAgainCancelled: Story = {
  parameters: { route: '/main/order-history?status=sedang_diproses' },
  play: async ({ canvasElement }) => {
    const before = await getCartCount();
    const list = await orderList(canvasElement);
    await userEvent.click(
      within(list).getAllByRole('button', { name: 'Beli Lagi' })[0] as HTMLElement,
    );
    const confirm = await findModal('Kamu yakin?', 'alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tidak, Batalkan' }));
    await modalGone('alertdialog');
    await expect(await getCartCount()).toBe(before);
    await expect(
      within(canvasElement).getByRole('status', { name: 'Jumlah di keranjang' }),
    ).toHaveTextContent('belum dimuat');
  },
};

export const BuyAgainFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/Cart', async () => {
          await delay(600);
          return serverError();
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
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

    const failed = await findModal('Gagal!', 'alertdialog');
    await expect(failed).toHaveAccessibleDescription(
      'Terjadi kesalahan saat menambahkan item ke keranjang.',
    );
    await userEvent.click(within(failed).getByRole('button', { name: 'Okay!' }));
    await modalGone('alertdialog');
    await expect(buyAgain).not.toHaveAttribute('aria-disabled');
    await expect(
      within(canvasElement).getByRole('status', { name: 'Jumlah di keranjang' }),
    ).toHaveTextContent('belum dimuat');
  },
};

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

export const CountdownEndsAndTheListReloads: Story = {
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
    const canvas = within(canvasElement);
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
};
