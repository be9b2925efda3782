import { expectNoSidewaysScroll, framed, mobile } from '@kit/dom';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { AuthFormProps } from './authFields';
import { ResetPasswordForm, ResetPhoneForm } from './PasswordResetForms';

/**
 * The two forms of 'Lupa password?' alone, as its screen shows one at a time: the phone the
 * code goes to, then the code with the new password twice. What the gateway answers, and the
 * way between the steps, are the screen's (PasswordResetScreen's stories).
 */
function PasswordResetForm({
  step,
  phone,
  ...props
}: AuthFormProps<unknown> & { step: 'phone' | 'newPassword'; phone?: string }) {
  return step === 'phone' ? (
    <ResetPhoneForm {...props} phone={phone} />
  ) : (
    <ResetPasswordForm {...props} />
  );
}

const meta = preview.meta({
  title: 'Parts/Auth/PasswordResetForms',
  component: PasswordResetForm,
  args: { step: 'phone' as const, onSubmit: fn(), isSubmitting: false },
  decorators: [framed({ maxWidth: 420 })],
});

type Canvas = ReturnType<typeof within>;

const SITI = '081234567890';
const FAILED = 'Terlalu banyak permintaan. Coba lagi dalam 42 menit.';

const phoneField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'No. Telp' });
const sendButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Kirim kode' });
const codeField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Kode' });
const newPassword = (canvas: Canvas) => canvas.getByLabelText(/^Password baru/);
const repeatPassword = (canvas: Canvas) => canvas.getByLabelText(/^Ulangi password baru/);
const resetButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Ubah password' });

/** The failure above the form's fields, under 'Belum berhasil'. */
async function expectFailureAbove(canvas: Canvas, field: HTMLElement) {
  const alert = canvas.getByRole('alert');
  await expect(alert).toHaveTextContent('Belum berhasil');
  await expect(alert).toHaveTextContent(FAILED);
  await expect(
    alert.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
}

/** The phone, typed the way a person writes it, is sent as the shop stores it. */
export const PhoneEmptyThenSent = meta.story({
  play: async ({ canvas, args }) => {
    await expect(phoneField(canvas)).toHaveValue('');
    await expect(sendButton(canvas)).toBeDisabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(phoneField(canvas), '+62 812-3456-7890');
    await userEvent.click(sendButton(canvas));
    await expect(args.onSubmit).toHaveBeenCalledWith({ mobileNumber: SITI }, expect.anything());
  },
});

/**
 * Back from 'Ganti nomor': the phone given is in the field, and it can be sent again at once,
 * without typing it anew.
 */
export const PhoneGivenBack = meta.story({
  args: { phone: SITI },
  play: async ({ canvas, args }) => {
    await expect(phoneField(canvas)).toHaveValue(SITI);
    await waitFor(() => expect(sendButton(canvas)).toBeEnabled());
    await userEvent.click(sendButton(canvas));
    await expect(args.onSubmit).toHaveBeenCalledWith({ mobileNumber: SITI }, expect.anything());
  },
});

export const PhoneFailed = meta.story({
  args: { phone: SITI, failure: FAILED },
  play: async ({ canvas }) => {
    await expectFailureAbove(canvas, phoneField(canvas));
    await expect(phoneField(canvas)).toHaveValue(SITI);
  },
});

/** Asking for the code on a phone: 'Kirim kode' busy under its name, in the screen's width. */
export const PhoneSendingOnAPhone = meta.story({
  globals: mobile,
  args: { phone: SITI, isSubmitting: true },
  play: async ({ canvas, args }) => {
    const send = sendButton(canvas);
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(send);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expectNoSidewaysScroll();
  },
});

/**
 * The second step: the code (its hint says where it came from), the new password (its rules
 * under it) and the same again, each offered by the browser as a new password; nothing to
 * send yet.
 */
export const NewPasswordEmpty = meta.story({
  args: { step: 'newPassword' },
  play: async ({ canvas }) => {
    await expect(codeField(canvas)).toHaveAccessibleDescription('6 angka dari WhatsApp atau SMS');
    await expect(newPassword(canvas)).toHaveAccessibleDescription(
      'Minimal 6 karakter dan satu karakter khusus: ! @ # $ % ^ & *',
    );
    for (const password of [newPassword(canvas), repeatPassword(canvas)]) {
      await expect(password).toHaveAttribute('type', 'password');
      await expect(password).toHaveAttribute('autocomplete', 'new-password');
      await expect(password).toBeRequired();
    }
    await expect(canvas.getAllByRole('button', { name: 'Tampilkan kata sandi' })).toHaveLength(2);
    await expect(resetButton(canvas)).toBeDisabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/**
 * The code as the message groups it ('493 027') is sent as its six digits, with the new
 * password typed twice alike.
 */
export const NewPasswordSent = meta.story({
  args: { step: 'newPassword' },
  play: async ({ canvas, args }) => {
    await userEvent.type(codeField(canvas), '493 027');
    await userEvent.type(newPassword(canvas), 'Kopi!2025');
    await userEvent.type(repeatPassword(canvas), 'Kopi!2025');
    await userEvent.click(resetButton(canvas));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { code: '493027', password: 'Kopi!2025', repeatPassword: 'Kopi!2025' },
      expect.anything(),
    );
  },
});

/**
 * Two passwords that differ are said so as soon as both are fine on their own, before any
 * code is typed; the button stays off.
 */
export const PasswordsDifferBeforeTheCode = meta.story({
  args: { step: 'newPassword' },
  play: async ({ canvas, args }) => {
    await userEvent.type(newPassword(canvas), 'Kopi!2025');
    await userEvent.type(repeatPassword(canvas), 'Kopi!2026');
    await userEvent.tab();
    await expect(repeatPassword(canvas)).toHaveAccessibleDescription(
      'Password tidak sama. Ketik ulang password baru yang sama.',
    );
    await expect(codeField(canvas)).toHaveValue('');
    await expect(resetButton(canvas)).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const NewPasswordFailed = meta.story({
  args: { step: 'newPassword', failure: FAILED },
  play: async ({ canvas }) => {
    await expectFailureAbove(canvas, codeField(canvas));
  },
});

/** Changing the password on a phone: 'Ubah password' busy under its name, in the screen's width. */
export const NewPasswordSendingOnAPhone = meta.story({
  globals: mobile,
  args: { step: 'newPassword', isSubmitting: true },
  play: async ({ canvas, args }) => {
    await userEvent.type(codeField(canvas), '493027');
    await userEvent.type(newPassword(canvas), 'Kopi!2025');
    await userEvent.type(repeatPassword(canvas), 'Kopi!2025');
    const reset = resetButton(canvas);
    await expect(reset).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(reset);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expectNoSidewaysScroll();
  },
});
