import { expectNoSidewaysScroll, framed, mobile } from '@kit/dom';
import { expect, fn, userEvent, type within } from 'storybook/test';
import preview from '#.storybook/preview';
import { useZodForm } from '@/lib/zodForm';
import { PhoneField } from './authFields';
import { PhoneCodeFields, type PhoneCodeFieldsProps } from './PhoneCodeFields';
import { codeSentTo081355501234, noCodeAsked } from './phoneCodeStory';
import { registerTexts } from './texts';

const loadSchema = async () =>
  (await import('./schemas')).registerSchema.pick({ mobileNumber: true, code: true });

type HostProps = Omit<PhoneCodeFieldsProps<{ mobileNumber: string; code: string }>, 'form'>;

/** A form of the phone and its code alone, checked by registering's rules, as a form hosts them. */
function PhoneCodeHost({ phoneCode, codeSent }: HostProps) {
  const form = useZodForm(loadSchema, { defaultValues: { mobileNumber: '', code: '' } });
  return (
    <form noValidate>
      <PhoneField control={form.control} name="mobileNumber" label="No. Telp" />
      <PhoneCodeFields form={form} phoneCode={phoneCode} codeSent={codeSent} />
    </form>
  );
}

/** Registering's words once a code is sent (completing a profile says more: see its form). */
const meta = preview.meta({
  title: 'Parts/Auth/PhoneCodeFields',
  component: PhoneCodeHost,
  args: { phoneCode: noCodeAsked(), codeSent: registerTexts.codeSent },
  decorators: [framed({ maxWidth: 480 })],
});

type Canvas = ReturnType<typeof within>;

const phoneField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'No. Telp' });
const codeField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Kode verifikasi' });

/** Nothing asked yet: 'Kirim kode' ready, nothing said, and the code field says where to start. */
export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Kirim kode' })).toBeEnabled();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(codeField(canvas)).toHaveValue('');
    await expect(codeField(canvas)).toHaveAccessibleDescription(
      '6 angka dari WhatsApp atau SMS. Tekan Kirim kode setelah mengisi nomor telepon.',
    );
  },
});

/** 'Kirim kode' asks for the phone as it will be sent, once the phone passes its rules. */
export const SendCodeAsksForTheCheckedPhone = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.type(phoneField(canvas), '0812');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim kode' }));
    await expect(await canvas.findByText('Nomor telepon minimal 9 digit.')).toBeVisible();
    await expect(args.phoneCode.ask).not.toHaveBeenCalled();
    await userEvent.clear(phoneField(canvas));
    await userEvent.type(phoneField(canvas), '+62 813 5550 1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim kode' }));
    await expect(args.phoneCode.ask).toHaveBeenCalledWith('081355501234');
    await expect(codeField(canvas)).toHaveAccessibleDescription(
      '6 angka dari WhatsApp atau SMS. Tekan Kirim kode setelah mengisi nomor telepon.',
    );
  },
});

export const CodeSending = meta.story({
  args: { phoneCode: { ...noCodeAsked(), isSending: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Kirim kode' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
});

/** Sent: the form's words for where it went, and a new code may be asked for again. */
export const CodeSent = meta.story({
  args: { phoneCode: codeSentTo081355501234() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Jika nomor 081355501234 belum terdaftar, kode 6 angka sudah kami kirim lewat WhatsApp atau SMS. Kode berlaku 10 menit.',
    );
    const resend = canvas.getByRole('button', { name: 'Kirim ulang kode' });
    await expect(resend).toBeEnabled();
    await userEvent.type(phoneField(canvas), '081355501234');
    await userEvent.click(resend);
    await expect(args.phoneCode.ask).toHaveBeenCalledWith('081355501234');
  },
});

/** On a phone what was sent wraps inside the form. */
export const CodeSentMobile = meta.story({
  globals: mobile,
  args: { phoneCode: codeSentTo081355501234() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expectNoSidewaysScroll();
  },
});

/** A code of letters or of too few digits is refused once the field is left, and kept. */
export const WrongCode = meta.story({
  args: { phoneCode: codeSentTo081355501234() },
  play: async ({ canvas }) => {
    const code = codeField(canvas);
    await userEvent.type(code, '49a 027');
    await userEvent.tab();
    await expect(canvas.getByText('Kode hanya boleh berisi angka.')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveValue('49a 027');
    await userEvent.clear(code);
    await userEvent.type(code, '4930');
    await userEvent.tab();
    await expect(canvas.getByText('Kode terdiri dari 6 angka.')).toBeVisible();
  },
});

/** The request failed: why, under the button, and 'Kirim kode' may be pressed again. */
export const SendFailed = meta.story({
  args: {
    phoneCode: {
      ...noCodeAsked(),
      failure: 'Tidak dapat terhubung ke server. Periksa koneksi internetmu lalu coba lagi.',
    },
  },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Kode belum terkirim');
    await expect(alert).toHaveTextContent('Periksa koneksi internetmu lalu coba lagi.');
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.type(phoneField(canvas), '081355501234');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim kode' }));
    await expect(args.phoneCode.ask).toHaveBeenCalledWith('081355501234');
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

export const ResendWaitingMobile = ResendWaiting.extend({ globals: mobile });
