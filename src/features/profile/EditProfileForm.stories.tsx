import { answerConfirm, dismissAlert, expectNoSidewaysScroll, findAlert, mobile } from '@kit/dom';
import { failingOnce, gatewayWith, spyOnRequests } from '@kit/gateway';
import { sitiProfile } from '@kit/profiles';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { EditProfileForm } from './EditProfileForm';

const update = spyOnRequests('put', '/api/Customer');

/** The 'My Profile' form on Siti's profile, signed in as her so a save reaches the gateway. */
const meta = preview.meta({
  title: 'Parts/Profile/EditProfileForm',
  component: EditProfileForm,
  args: { profile: sitiProfile },
  parameters: { session: 'siti', ...gatewayWith(update.handler) },
  beforeEach: () => {
    update.calls.mockClear();
  },
});

const field = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('textbox', { name });
const saveButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Simpan' });

/** Types `lastName` over the last name and presses Simpan, then 'Ya, Perbaharui'. */
async function saveLastName(canvasElement: HTMLElement, lastName: string) {
  const input = field(canvasElement, 'Nama Belakang');
  await userEvent.clear(input);
  await userEvent.type(input, lastName);
  await userEvent.click(saveButton(canvasElement));
  await answerConfirm('Ya, Perbaharui');
  return input;
}

export const FilledFromTheProfile = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(field(canvasElement, 'Nama Depan')).toHaveValue('Siti');
    await expect(field(canvasElement, 'Nama Belakang')).toHaveValue('Rahayu');
    await expect(canvas.getByLabelText('Tanggal Lahir', { exact: false })).toHaveValue(
      '1992-08-17',
    );
    // Email and phone are there to read, not to change, and the form says so.
    for (const name of ['Email', 'No. Telp']) {
      await expect(field(canvasElement, name)).toHaveAttribute('readonly');
    }
    await expect(canvas.getByText('Email dan nomor telepon tidak bisa diubah.')).toBeVisible();
    await waitFor(() => expect(saveButton(canvasElement)).toBeEnabled());
  },
});

export const SavedOnce = meta.story({
  play: async ({ canvasElement }) => {
    await saveLastName(canvasElement, 'Rahayu Putri');
    const saved = await findAlert('Sukses!');
    await expect(saved).toHaveAccessibleDescription('Profil berhasil diperbaharui');
    await update.expectOnce(() => saved);
    await expect(update.calls).toHaveBeenCalledWith([
      expect.objectContaining({ alias: 'cus-siti-rahayu', lastName: 'Rahayu Putri' }),
    ]);
  },
});

export const FailedKeepsWhatWasTyped = meta.story({
  parameters: gatewayWith(update.handler, failingOnce('put', '/api/Customer')),
  play: async ({ canvasElement }) => {
    const lastName = await saveLastName(canvasElement, 'Putri');
    await expect(await findAlert('Gagal!')).toHaveAccessibleDescription(
      'Profil kamu belum tersimpan. Terjadi kesalahan pada server, coba beberapa saat lagi.',
    );
    await dismissAlert('Gagal!');
    await expect(lastName).toHaveValue('Putri');
    await expect(saveButton(canvasElement)).toBeEnabled();
  },
});

/**
 * A phone the gateway holds that breaks today's rule cannot be touched into shape: its
 * message shows at once, so the disabled Save has a reason.
 */
export const ReadOnlyPhoneBreaksTheRule = meta.story({
  args: { profile: { ...sitiProfile, mobileNumber: '0812' } },
  play: async ({ canvasElement }) => {
    const phone = field(canvasElement, 'No. Telp');
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription('Nomor telepon minimal 9 digit.'),
    );
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
});

export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const [first, last] = ['Nama Depan', 'Nama Belakang'].map((name) =>
      field(canvasElement, name).getBoundingClientRect(),
    );
    await expect(last?.top).toBeGreaterThan(first?.bottom ?? 0);
    await expectNoSidewaysScroll();
  },
});
