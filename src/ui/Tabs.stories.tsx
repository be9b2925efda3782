import { mobile } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = preview.meta({
  title: 'UI/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Profil">
        <Tab id="pesanan">Pesanan Saya</Tab>
        <Tab id="profile">My Profile</Tab>
        <Tab id="alamat">Alamat</Tab>
      </TabList>
      <TabPanel id="pesanan">Daftar pesanan kamu.</TabPanel>
      <TabPanel id="profile">Ubah nama, email dan nomor telepon.</TabPanel>
      <TabPanel id="alamat">Daftar Alamat</TabPanel>
    </Tabs>
  ),
});

export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'Profil' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Pesanan Saya' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Daftar pesanan kamu.');

    await userEvent.click(canvas.getByRole('tab', { name: 'Alamat' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('alamat');
    await expect(canvas.getByRole('tabpanel', { name: 'Alamat' })).toHaveTextContent(
      'Daftar Alamat',
    );
  },
});

export const Keyboard = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Pesanan Saya' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'My Profile' })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('profile');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Ubah nama');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Alamat' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    // Arrows wrap around at the ends.
    await expect(canvas.getByRole('tab', { name: 'Pesanan Saya' })).toHaveFocus();
    // Tab moves on into the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
});

export const Controlled = meta.story({
  args: { selectedKey: 'alamat' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Alamat' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Daftar Alamat');
  },
});

export const DisabledTab = meta.story({
  args: { disabledKeys: ['alamat'] },
  play: async ({ canvas, args }) => {
    const tab = canvas.getByRole('tab', { name: 'Alamat' });
    await expect(tab).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(tab);
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('alamat');
  },
});

export const ManyTabsOnMobile = meta.story({
  globals: mobile,
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Kategori">
        {['Beverages', 'Drips', 'Beans', 'Merchandise', 'Paket Hemat'].map((name) => (
          <Tab key={name} id={name}>
            {name}
          </Tab>
        ))}
      </TabList>
      {['Beverages', 'Drips', 'Beans', 'Merchandise', 'Paket Hemat'].map((name) => (
        <TabPanel key={name} id={name}>
          Produk {name}
        </TabPanel>
      ))}
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    // The tab row scrolls sideways by itself; the page does not.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Beverages' }));
    await userEvent.keyboard('{End}');
    const last = within(canvasElement).getByRole('tab', { name: 'Paket Hemat' });
    await expect(last).toHaveFocus();
    await expect(last).toHaveAttribute('aria-selected', 'true');
  },
});
