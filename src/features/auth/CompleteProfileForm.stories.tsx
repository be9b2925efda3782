import { mobile } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { CompleteProfileForm } from './CompleteProfileForm';

const fromGoogle = {
  mobileNumber: '',
  firstName: 'Dewi',
  lastName: 'Lestari',
  emailAddress: 'dewi.lestari@example.com',
};

const meta = preview.meta({
  title: 'Parts/Auth/CompleteProfileForm',
  component: CompleteProfileForm,
  args: { initialValues: fromGoogle, onSubmit: fn(), isSaving: false },
});

const submitButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /Perbaharui Profil|Loading/ });

export const PrefilledFromGoogle = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nama Depan' })).toHaveValue('Dewi');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('dewi.lestari@example.com');
    await expect(email).toHaveAttribute('readonly');
    await expect(email).toHaveAccessibleDescription('Email dari akun Google kamu.');
    // The phone is the one thing Google does not give: nothing to send without it.
    await expect(submitButton(canvasElement)).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nomor Telepon' }), '081355501234');
    await userEvent.click(submitButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { ...fromGoogle, mobileNumber: '081355501234' },
      expect.anything(),
    );
  },
});

export const PhoneOfLetters = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const phone = canvas.getByRole('textbox', { name: 'Nomor Telepon' });
    await expect(phone).toHaveAttribute('placeholder', 'No. Telp');
    await userEvent.type(phone, 'nol delapan');
    await userEvent.tab();
    await expect(canvas.getByText('Nomor telepon hanya boleh berisi angka.')).toBeVisible();
    await expect(phone).toHaveValue('nol delapan');
    await expect(submitButton(canvasElement)).toBeDisabled();
  },
});

/** SPEC: the button itself reads 'Loading ...' while the profile is saved. */
export const Saving = meta.story({
  globals: mobile,
  args: { initialValues: { ...fromGoogle, mobileNumber: '081355501234' }, isSaving: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Loading ...' });
    await expect(button).toBeDisabled();
    await expect(within(canvasElement).queryByText('Perbaharui Profil')).toBeNull();
  },
});
