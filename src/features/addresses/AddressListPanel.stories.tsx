import { expectLinkTo, findModal, mobile, modalGone } from '@kit/dom';
import { expectLocation, findScreen, screenStory } from '@kit/story';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { AddressListPanel } from './AddressListPanel';

/**
 * The panel where the app puts it: the profile's 'Alamat' tab (no page heading of its own,
 * the form's default return), in the real storefront at /main/profile?tab=alamat.
 */
const meta = preview.meta({
  title: 'Parts/Addresses/AddressListPanel',
  component: AddressListPanel,
  ...screenStory({ route: '/main/profile?tab=alamat', session: 'siti' }),
});

/** The profile's address tab once the profile's chunk has loaded. */
async function addressTab(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('tab', { name: 'Alamat', selected: true });
  return within(canvas.getByRole('tabpanel', { name: 'Alamat' }));
}

export const InTheProfileTab = meta.story({
  play: async ({ canvasElement }) => {
    const panel = await addressTab(canvasElement);
    const list = await panel.findByRole('list', { name: 'Alamat pengiriman' });
    await expect(within(list).getAllByRole('article')).toHaveLength(2);
    // The page's heading is the profile's: the panel adds none of level 1.
    await expect(panel.queryByRole('heading', { level: 1 })).toBeNull();
    // Back to the tab after a save needs no parameter: it is the form's default.
    await expectLinkTo(panel, 'Tambah alamat', '/main/address-form');
    await userEvent.click(panel.getByRole('link', { name: 'Edit alamat Kantor' }));
    await expectLocation('/main/address-form/adr-siti-kantor');
    await findScreen(canvasElement, 'Ubah Alamat');
  },
});

export const InTheProfileTabMobile = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const panel = await addressTab(canvasElement);
    await panel.findByRole('list', { name: 'Alamat pengiriman' });
    const add = panel.getByRole('link', { name: 'Tambah alamat' });
    // A full-width call to action on a phone.
    await expect(add.getBoundingClientRect().width).toBeGreaterThan(300);
  },
});

export const EmptyInTheProfileTab = meta.story({
  parameters: { session: 'budi' },
  play: async ({ canvasElement }) => {
    // Budi is reminded to add an address first (the profile's doing); he closes it.
    const reminder = await findModal('Lengkapi alamat pengirimanmu!');
    await userEvent.click(within(reminder).getByRole('button', { name: 'Tutup' }));
    await modalGone();
    const panel = await addressTab(canvasElement);
    await expect(await panel.findByRole('heading', { name: 'Belum ada alamat' })).toBeVisible();
    await expectLinkTo(panel, 'Tambah alamat', '/main/address-form');
  },
});
