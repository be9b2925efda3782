import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AddressListPanel } from './AddressListPanel';
import { CurrentLocation } from './storySupport';

/** The panel as the profile's 'Alamat' tab shows it: no page heading, the default return. */
const meta = {
  title: 'Parts/Addresses/AddressListPanel',
  component: AddressListPanel,
  parameters: { session: 'siti', route: '/main/profile?tab=alamat', layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => (
    <section aria-label="Alamat">
      <AddressListPanel />
      <CurrentLocation />
    </section>
  ),
} satisfies Meta<typeof AddressListPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const InTheProfileTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Alamat pengiriman' });
    await expect(within(list).getAllByRole('article')).toHaveLength(2);
    // Back to the tab after a save needs no parameter: it is the form's default.
    await expect(canvas.getByRole('link', { name: 'Tambah alamat' })).toHaveAttribute(
      'href',
      '/main/address-form',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Edit alamat Kantor' }));
    await waitFor(() =>
      expect(canvas.getByTestId('current-location')).toHaveTextContent(
        /^\/main\/address-form\/adr-siti-kantor$/,
      ),
    );
  },
};

export const InTheProfileTabMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Alamat pengiriman' });
    const add = canvas.getByRole('link', { name: 'Tambah alamat' });
    // A full-width call to action on a phone.
    await expect(add.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};

export const EmptyInTheProfileTab: Story = {
  parameters: { session: 'budi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Belum ada alamat' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tambah alamat' })).toHaveAttribute(
      'href',
      '/main/address-form',
    );
  },
};
