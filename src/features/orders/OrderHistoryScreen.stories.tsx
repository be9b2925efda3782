import { mobile } from '@kit/dom';
import { expectLocation, findScreen, logInThroughTheForm, screenStory } from '@kit/story';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import OrderHistoryScreen from './OrderHistoryScreen';

const meta = preview.meta({
  title: 'Screens/Orders/OrderHistoryScreen',
  component: OrderHistoryScreen,
  ...screenStory({ route: '/main/order-history', session: 'siti' }),
});

/** The screen once its chunk has loaded through the real route table and guard. */
const orderHistoryScreen = (canvasElement: HTMLElement) =>
  findScreen(canvasElement, 'Pesanan Saya', 5000);

export const CustomerDesktop = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await orderHistoryScreen(canvasElement);
    const screen = canvas.getByRole('region', { name: 'Pesanan Saya' });
    await expect(within(screen).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Pesanan Saya',
    );
    const list = await canvas.findByRole('list', {
      name: 'Daftar pesanan: Menunggu Pembayaran',
    });
    // Each order is a section of the page, one level under its title.
    await expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(2);
  },
});

export const CustomerMobileOnDeliveredOrders = meta.story({
  globals: mobile,
  parameters: { route: '/main/order-history?status=order_history' },
  play: async ({ canvasElement }) => {
    const canvas = await orderHistoryScreen(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Daftar pesanan: Order History' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});

export const CustomerWithoutOrders = meta.story({
  parameters: { session: 'budi' },
  play: async ({ canvasElement }) => {
    const canvas = await orderHistoryScreen(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: 'Oops, Tidak ada data outstanding!',
      }),
    ).toBeVisible();
  },
});

/** A guest who opened the address (a bookmark, an expired session) logs in first, then goes on. */
export const GuestLogsInFirst = meta.story({
  parameters: { session: 'guest' },
  play: async ({ canvas, canvasElement }) => {
    await expectLocation('/login?from=%2Fmain%2Forder-history');
    await findScreen(canvasElement, 'Login');
    await expect(canvas.queryByRole('heading', { name: 'Pesanan Saya' })).toBeNull();
    await logInThroughTheForm(canvasElement, 'siti');
    await expectLocation('/main/order-history');
    await orderHistoryScreen(canvasElement);
    await expect(
      await canvas.findByRole('list', { name: 'Daftar pesanan: Menunggu Pembayaran' }),
    ).toBeVisible();
  },
});
