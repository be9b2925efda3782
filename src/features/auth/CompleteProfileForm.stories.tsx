import { mobile } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { CompleteProfileForm } from './CompleteProfileForm';
import {
  codeSentTo081355501234,
  expectCodeAskedForThePhoneTyped,
  noCodeAsked,
} from './phoneCodeStory';

const fromGoogle = {
  mobileNumber: '',
  code: '',
  firstName: 'Dewi',
  lastName: 'Lestari',
  emailAddress: 'dewi.lestari@example.com',
};

const meta = preview.meta({
  title: 'Parts/Auth/CompleteProfileForm',
  component: CompleteProfileForm,
  args: {
    initialValues: fromGoogle,
    onSubmit: fn(),
    isSaving: false,
    phoneCode: noCodeAsked(),
  },
});

const phoneField = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('textbox', { name: 'Nomor Telepon' });
const codeField = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('textbox', { name: 'Kode verifikasi' });

const submitButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /Perbaharui Profil|Loading/ });

export const PrefilledFromGoogle = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nama Depan' })).toHaveValue('Dewi');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('dewi.lestari@example.com');
    await expect(email).toHaveAttribute('readonly');
    await expect(email).toHaveAccessibleDescription('Email dari akun Google kamu.');
    // The phone and its code are what Google does not give: nothing to send without them.
    await expect(submitButton(canvasElement)).toBeDisabled();
    await userEvent.type(phoneField(canvas), '081355501234');
    await expect(submitButton(canvasElement)).toBeDisabled();
    await userEvent.type(codeField(canvas), '493 027');
    await userEvent.click(submitButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { ...fromGoogle, mobileNumber: '081355501234', code: '493027' },
      expect.anything(),
    );
  },
});

/** 'Kirim kode' reads this form's own phone field. */
export const SendCodeAsksForThePhoneTyped = meta.story({
  play: ({ canvas, args }) =>
    expectCodeAskedForThePhoneTyped(canvas, 'Nomor Telepon', args.phoneCode),
});

/**
 * Sent: the form cannot know whether the number is registered, so it says what happens
 * either way (a registered number gets a message, not a code).
 */
export const CodeSentSaysWhatARegisteredNumberGets = meta.story({
  args: { phoneCode: codeSentTo081355501234() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Jika nomor 081355501234 belum terdaftar, kode 6 angka sudah kami kirim lewat WhatsApp atau SMS. Kode berlaku 10 menit. Jika sudah terdaftar, nomor itu menerima pesan dari kami, bukan kode: pemiliknya bisa login dengan akun nomor itu.',
    );
  },
});

export const PhoneOfLetters = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const phone = phoneField(canvas);
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
  args: {
    initialValues: { ...fromGoogle, mobileNumber: '081355501234', code: '493027' },
    isSaving: true,
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Loading ...' });
    await expect(button).toBeDisabled();
    await expect(within(canvasElement).queryByText('Perbaharui Profil')).toBeNull();
  },
});
