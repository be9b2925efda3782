import { mobile } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { codeSentTo081355501234, expectCodeSent } from './phoneCodeStory';
import { RegisterForm } from './RegisterForm';

const meta = preview.meta({
  title: 'Parts/Auth/RegisterForm',
  component: RegisterForm,
  args: {
    onSubmit: fn(),
    isSubmitting: false,
    phoneCode: { ask: fn(), isSending: false, sentTo: null, failure: null, isWaiting: false },
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

/** 'Kirim kode' asks for the phone as it will be sent, once the phone passes its rules. */
export const SendCodeAsksForTheCheckedPhone = meta.story({
  play: async ({ canvas, args }) => {
    const phone = canvas.getByRole('textbox', { name: 'No. Telp' });
    await userEvent.type(phone, '0812');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim kode' }));
    await expect(await canvas.findByText('Nomor telepon minimal 9 digit.')).toBeVisible();
    await expect(args.phoneCode.ask).not.toHaveBeenCalled();
    await userEvent.clear(phone);
    await userEvent.type(phone, '+62 813 5550 1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim kode' }));
    await expect(args.phoneCode.ask).toHaveBeenCalledWith('081355501234');
    await expect(
      canvas.getByRole('textbox', { name: 'Kode verifikasi' }),
    ).toHaveAccessibleDescription(
      '6 angka dari WhatsApp atau SMS. Tekan Kirim kode setelah mengisi nomor telepon.',
    );
  },
});

export const CodeSent = meta.story({
  args: { phoneCode: codeSentTo081355501234() },
  play: async ({ canvas }) => {
    await expectCodeSent(
      canvas,
      'Jika nomor 081355501234 belum terdaftar, kode 6 angka sudah kami kirim lewat WhatsApp atau SMS. Kode berlaku 10 menit.',
    );
  },
});

export const CodeSending = meta.story({
  args: {
    phoneCode: { ask: fn(), isSending: true, sentTo: null, failure: null, isWaiting: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Kirim kode' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
});

/** A 429: the gateway's words, and 'Kirim ulang kode' off until its Retry-After has passed. */
export const ResendWaiting = meta.story({
  args: {
    phoneCode: {
      ask: fn(),
      isSending: false,
      sentTo: '081355501234',
      failure: 'Terlalu banyak permintaan. Coba lagi dalam 1 menit.',
      isWaiting: true,
    },
  },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Kode belum terkirim');
    await expect(alert).toHaveTextContent('Terlalu banyak permintaan. Coba lagi dalam 1 menit.');
    const resend = canvas.getByRole('button', { name: 'Kirim ulang kode' });
    await expect(resend).toBeDisabled();
    await userEvent.click(resend, { pointerEventsCheck: 0 });
    await expect(args.phoneCode.ask).not.toHaveBeenCalled();
  },
});
