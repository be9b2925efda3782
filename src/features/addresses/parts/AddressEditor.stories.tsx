import { findModal } from '@kit/dom';
import { failing, gatewayWith, spyOnRequests } from '@kit/gateway';
import { expectLocation, withLocationProbe } from '@kit/story';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { emptyAddressForm } from '../addressFormStart';
import { budiHome, chooseTebet, expectTyped, typeAddress } from '../addressFormStory';
import { AddressEditor } from './AddressEditor';

const created = spyOnRequests('post', '/api/ShipmentAddress');

/** The form with its save, for Budi (no address yet) against the mock gateway. */
const meta = preview.meta({
  title: 'Parts/Addresses/AddressEditor',
  component: AddressEditor,
  args: { defaultValues: emptyAddressForm, returnTo: '/main/profile?tab=alamat' },
  parameters: { session: 'budi', ...gatewayWith(created.handler) },
  beforeEach: () => {
    created.calls.mockClear();
  },
  decorators: [withLocationProbe],
});

async function save(canvasElement: HTMLElement) {
  await typeAddress(canvasElement, budiHome);
  await chooseTebet(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Simpan alamat' }));
}

/** Saved, told so, and back where the shopper came from after 'Okay!'. */
export const SavedThenBack = meta.story({
  play: async ({ canvasElement }) => {
    await save(canvasElement);
    const told = await findModal('Berhasil!', 'alertdialog');
    await expect(told).toHaveTextContent('Alamat berhasil disimpan');
    await expect(created.calls).toHaveBeenCalledTimes(1);
    await userEvent.click(within(told).getByRole('button', { name: 'Okay!' }));
    await expectLocation('/main/profile?tab=alamat');
  },
});

/** A refused save says why and keeps the form as typed, ready to try again. */
export const RefusedKeepsTheForm = meta.story({
  parameters: gatewayWith(
    created.handler,
    failing('post', '/api/ShipmentAddress', 400, 'Kode POS tidak dikenal.'),
  ),
  play: async ({ canvasElement }) => {
    await save(canvasElement);
    const told = await findModal('Gagal!', 'alertdialog');
    await expect(told).toHaveTextContent('Alamat belum tersimpan.');
    await userEvent.click(within(told).getByRole('button', { name: 'Okay!' }));
    await expectTyped(canvasElement, budiHome);
    await expectLocation('/');
  },
});
