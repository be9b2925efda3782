import { mobile } from '@kit/dom';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { emptyAddressForm } from '../addressFormStart';
import { budiHome, chooseTebet, expectTyped, field, typeAddress } from '../addressFormStory';
import { AddressForm } from './AddressForm';

/**
 * The form on its own; its region lists come from the mock gateway's shipping proxy, which
 * answers a signed-in shopper.
 */
const meta = preview.meta({
  title: 'Parts/Addresses/AddressForm',
  component: AddressForm,
  args: { defaultValues: emptyAddressForm, onSubmit: fn(), isSaving: false },
  parameters: { session: 'budi' },
});

/** SPEC §5's messages for everything left empty, and nothing sent. */
export const SavedEmpty = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan alamat' }));
    for (const message of [
      'Label alamat tidak boleh kosong!',
      'Nama penerima tidak boleh kosong!',
      'No. Telp penerima tidak boleh kosong!',
      'Provinsi harus dipilih!',
      'Kode POS tidak boleh kosong!',
      'Alamat lengkap tidak boleh kosong!',
      'Patokan tidak boleh kosong!',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const FilledInAndSaved = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await typeAddress(canvasElement, budiHome);
    await chooseTebet(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Jadikan alamat utama' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan alamat' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        ...budiHome,
        province: 'DKI Jakarta',
        city: 'Jakarta Selatan',
        subDistrict: 'Tebet',
        isDefault: true,
      }),
      expect.anything(),
    );
  },
});

/** A wrong postal code and phone are said once left, and everything typed stays. */
export const InvalidInputKeepsWhatWasTyped = meta.story({
  globals: mobile,
  play: async ({ canvas, canvasElement, args }) => {
    const typed = { ...budiHome, postalCode: '128a', mobileNumber: '12345' };
    await typeAddress(canvasElement, typed);
    await userEvent.tab();
    await expect(canvas.getByText('Kode POS harus terdiri dari 5 angka.')).toBeVisible();
    await expect(
      canvas.getByText('No. Telp harus diawali 0 atau +62 dan terdiri dari 9–15 angka.'),
    ).toBeVisible();
    await expect(field(canvasElement, 'Kode POS')).toHaveAttribute('aria-invalid', 'true');
    await expectTyped(canvasElement, typed);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** The default address stays the default: the box is read-only and says why. */
export const DefaultLocked = meta.story({
  args: { defaultValues: { ...emptyAddressForm, isDefault: true }, isDefaultLocked: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Jadikan alamat utama' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(box).toHaveAttribute('aria-readonly', 'true');
    await expect(box).toHaveAccessibleDescription(
      'Ini alamat utamamu. Untuk menggantinya, jadikan alamat lain sebagai alamat utama.',
    );
  },
});

export const Saving = meta.story({
  args: { isSaving: true },
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Simpan alamat' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
  },
});
