import { TEBET } from '@kit/demo';
import { expectLinkTo, framed, mobile } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { ShipmentAddress } from '@/api/addresses';
import { AddressCard } from './AddressCard';

const rumah: ShipmentAddress = {
  alias: 'ADDR-RUMAH',
  name: 'Rumah',
  pic: 'Siti Rahayu',
  mobileNumber: '081234567890',
  line1: 'Dekat Masjid Al-Ikhlas',
  line2: 'Jl. Tebet Barat Dalam Raya No. 12, RT 5 / RW 3',
  ...TEBET,
  isDefault: true,
};

const meta = preview.meta({
  title: 'Parts/Addresses/AddressCard',
  component: AddressCard,
  args: {
    address: rumah,
    editHref: '/main/address-form/ADDR-RUMAH',
    onRemove: fn(),
    onMakeDefault: fn(),
  },
  decorators: [framed({ maxWidth: 560 })],
});

export const DefaultAddress = meta.story({
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Rumah' });
    await expect(within(card).getByText('Alamat utama')).toBeVisible();
    await expect(card).toHaveTextContent('Dekat Masjid Al-Ikhlas');
    await expect(card).toHaveTextContent('12810');
    // The default one cannot be made default again.
    await expect(within(card).queryByRole('button', { name: /Jadikan alamat utama/ })).toBeNull();
    await expectLinkTo(within(card), 'Edit alamat Rumah', '/main/address-form/ADDR-RUMAH');
    await userEvent.click(within(card).getByRole('button', { name: 'Hapus alamat Rumah' }));
    await expect(args.onRemove).toHaveBeenCalledWith(rumah);
  },
});

export const OtherAddressWithoutLandmark = meta.story({
  args: {
    address: { ...rumah, alias: 'ADDR-KANTOR', name: 'Kantor', line1: '  ', isDefault: false },
    editHref: '/main/address-form/ADDR-KANTOR',
  },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Kantor' });
    await expect(within(card).queryByText('Alamat utama')).toBeNull();
    await expect(within(card).getByText('tidak ada patokan')).toBeVisible();
    const makeDefault = within(card).getByRole('button', { name: 'Jadikan alamat utama: Kantor' });
    makeDefault.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMakeDefault).toHaveBeenCalledTimes(1);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
});

export const ScriptLookingTextStaysText = meta.story({
  globals: mobile,
  args: {
    address: { ...rumah, name: '<img src=x onerror=alert(1)>', pic: '<script>alert(1)</script>' },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', {
      name: '<img src=x onerror=alert(1)>',
    });
    await expect(card).toHaveTextContent('<script>alert(1)</script>');
    await expect(canvasElement.querySelector('img, script')).toBeNull();
  },
});
