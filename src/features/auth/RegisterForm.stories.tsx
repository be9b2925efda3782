import { mobile } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import {
  codeSentTo081355501234,
  expectCodeAskedForThePhoneTyped,
  noCodeAsked,
} from './phoneCodeStory';
import { RegisterForm } from './RegisterForm';

const meta = preview.meta({
  title: 'Parts/Auth/RegisterForm',
  component: RegisterForm,
  args: {
    onSubmit: fn(),
    isSubmitting: false,
    phoneCode: noCodeAsked(),
  },
});

const dewi = {
  'No. Telp': '081355501234',
  'Nama Depan': '  Dewi ',
  'Nama Belakang': 'Lestari',
  Email: 'dewi.lestari@example.com',
};

async function typeDewi(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  for (const [label, value] of Object.entries(dewi)) {
    await userEvent.type(canvas.getByRole('textbox', { name: label }), value);
  }
  await userEvent.type(canvas.getByRole('textbox', { name: 'Kode verifikasi' }), '493 027');
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.tab();
}

/** SPEC §5: a password needs one of ! @ # $ % ^ & *, and the hint says so before it fails. */
export const PasswordWithoutSpecialCharacter = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await expect(
      canvas.getByText('Minimal 6 karakter dan satu karakter khusus: ! @ # $ % ^ & *'),
    ).toBeVisible();
    await typeDewi(canvasElement, 'Kopi2024');
    const rule = 'Password harus memuat minimal satu karakter khusus (!@#$%^&*).';
    await expect(canvas.getByText(rule)).toBeVisible();
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining(rule),
    );
    await expect(canvas.getByRole('button', { name: 'Daftar' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const FilledInSendsTrimmedValues = meta.story({
  play: async ({ canvasElement, args }) => {
    await typeDewi(canvasElement, 'Kopi!2024');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Daftar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        mobileNumber: '081355501234',
        code: '493027',
        firstName: 'Dewi',
        lastName: 'Lestari',
        emailAddress: 'dewi.lestari@example.com',
        password: 'Kopi!2024',
      },
      expect.anything(),
    );
  },
});

export const RequiredFieldsLeftEmpty = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Nama Depan' }));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'dewi@');
    await userEvent.tab();
    await expect(canvas.getByText('Nama depan is required.')).toBeVisible();
    await expect(canvas.getByText('Nama belakang wajib diisi.')).toBeVisible();
    await expect(
      canvas.getByText('Format email belum benar, contoh: nama@email.com.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('dewi@');
  },
});

/** On a phone the two names stack instead of sharing a row. */
export const NamesStackOnMobile = meta.story({
  globals: mobile,
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('textbox', { name: 'Nama Depan' }).getBoundingClientRect();
    const last = canvas.getByRole('textbox', { name: 'Nama Belakang' }).getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
    await expect(canvas.getByRole('button', { name: 'Daftar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
});

/** 'Kirim kode' reads this form's own phone field. */
export const SendCodeAsksForThePhoneTyped = meta.story({
  play: ({ canvas, args }) => expectCodeAskedForThePhoneTyped(canvas, 'No. Telp', args.phoneCode),
});

/** Sent: registering's words for where the code went. */
export const CodeSent = meta.story({
  args: { phoneCode: codeSentTo081355501234() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Jika nomor 081355501234 belum terdaftar, kode 6 angka sudah kami kirim lewat WhatsApp atau SMS. Kode berlaku 10 menit.',
    );
  },
});
