import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route } from 'wouter';
import OrderHistoryScreen from './OrderHistoryScreen';

const meta = {
  title: 'Screens/Orders/OrderHistoryScreen',
  component: OrderHistoryScreen,
  parameters: { session: 'siti', route: '/main/order-history' },
  // As the app nests it: /main is the guarded area, the screen its order-history route.
  render: () => (
    <main>
      <Route path="/main" nest>
        <Route path="/order-history">
          <OrderHistoryScreen />
        </Route>
      </Route>
    </main>
  ),
} satisfies Meta<typeof OrderHistoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CustomerDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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
};

export const CustomerMobileOnDeliveredOrders: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { route: '/main/order-history?status=order_history' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Daftar pesanan: Order History' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const CustomerWithoutOrders: Story = {
  parameters: { session: 'budi' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 2,
        name: 'Oops, Tidak ada data outstanding!',
      }),
    ).toBeVisible();
  },
};
