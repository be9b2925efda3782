import { dismissAlert, mobile } from '@kit/dom';
import { failing, gatewayWith, heldUntilReleased, offlineOnce, spyOnRequests } from '@kit/gateway';
import { expectLocation, expectNoGlobalError, findScreen, screenStory } from '@kit/story';
import { lastCodeSentTo } from '@mocks/domain/mailbox';
import { expect, userEvent, waitFor, type within } from 'storybook/test';
import preview from '#.storybook/preview';
import PasswordResetScreen from './PasswordResetScreen';

const CODE_PATH = '/api/Account/PasswordReset/Code';
const RESET_PATH = '/api/Account/PasswordReset';
const codeRequests = spyOnRequests('post', CODE_PATH);
const resets = spyOnRequests('post', RESET_PATH);

const meta = preview.meta({
  title: 'Screens/Auth/PasswordReset',
  component: PasswordResetScreen,
  ...screenStory({
    route: '/lupa-password',
    spies: [codeRequests, resets],
    watchesGlobalErrors: true,
  }),
});

const SITI = '081234567890';
const NEW_PASSWORD = 'Kopi!2025';
const CODE_SENT = `Jika nomor ${SITI} terdaftar, kode 6 angka sudah kami kirim lewat WhatsApp atau SMS. Kode berlaku 10 menit.`;

type Canvas = ReturnType<typeof within>;

const resetScreen = (canvasElement: HTMLElement) => findScreen(canvasElement, 'Lupa password');
const phoneField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'No. Telp' });
const codeField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Kode' });
const newPassword = (canvas: Canvas) => canvas.getByLabelText(/^Password baru/);
const repeatPassword = (canvas: Canvas) => canvas.getByLabelText(/^Ulangi password baru/);
const sendButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Kirim kode' });
const resetButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Ubah password' });
const resendButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Kirim ulang kode' });

/** Types the phone and asks for the code; resolves once 'Kode dikirim' is said. */
async function askCode(canvasElement: HTMLElement, phone = SITI) {
  const canvas = await resetScreen(canvasElement);
  await userEvent.type(phoneField(canvas), phone);
  await userEvent.click(sendButton(canvas));
  await expect(await canvas.findByText('Kode dikirim')).toBeVisible();
  return canvas;
}

/** The code the mock gateway sent to `phone` last (the dev panel's mailbox holds it). */
function codeSentTo(phone = SITI): string {
  const code = lastCodeSentTo(phone);
  if (!code) throw new Error(`No code was sent to ${phone}`);
  return code;
}

/** Fills in the code and the new password twice; resolves with 'Ubah password'. */
async function fillInReset(canvas: Canvas, code: string, password = NEW_PASSWORD) {
  await userEvent.type(codeField(canvas), code);
  await userEvent.type(newPassword(canvas), password);
  await userEvent.type(repeatPassword(canvas), password);
  return resetButton(canvas);
}

async function expectResetKept(canvas: Canvas, code: string) {
  await expect(codeField(canvas)).toHaveValue(code);
  await expect(newPassword(canvas)).toHaveValue(NEW_PASSWORD);
  await expect(repeatPassword(canvas)).toHaveValue(NEW_PASSWORD);
  await expect(resetButton(canvas)).toBeEnabled();
}

/** A code that is not the one sent. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export const Empty = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await resetScreen(canvasElement);
    await waitFor(() => expect(document.title).toBe('Lupa password · Kopi Nusantara'));
    await expect(
      canvas.getByText(
        'Masukkan nomor telepon akunmu. Kami kirim kode 6 angka lewat WhatsApp atau SMS untuk membuat password baru.',
      ),
    ).toBeVisible();
    await expect(phoneField(canvas)).toHaveValue('');
    await expect(sendButton(canvas)).toBeDisabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Kembali ke login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
});

export const EmptyMobile = Empty.extend({ globals: mobile });

export const InvalidPhoneKeepsWhatWasTyped = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await resetScreen(canvasElement);
    const phone = phoneField(canvas);
    for (const [typed, message] of [
      ['0812abc', 'Nomor telepon hanya boleh berisi angka.'],
      ['<img src=x onerror=alert(1)>', 'Nomor telepon hanya boleh berisi angka.'],
      ['0'.repeat(30), 'Nomor telepon maksimal 15 digit.'],
      ['08123', 'Nomor telepon minimal 9 digit.'],
    ]) {
      await userEvent.clear(phone);
      await userEvent.type(phone, typed as string);
      await userEvent.tab();
      await expect(phone).toHaveAccessibleDescription(message as string);
      await expect(phone).toHaveValue(typed);
      await expect(sendButton(canvas)).toBeDisabled();
    }
    await expect(codeRequests.calls).not.toHaveBeenCalled();
  },
});

const heldCode = heldUntilReleased('post', CODE_PATH);

export const Sending = meta.story({
  ...heldCode.story,
  play: async ({ canvasElement }) => {
    const canvas = await resetScreen(canvasElement);
    await userEvent.type(phoneField(canvas), SITI);
    const send = sendButton(canvas);
    await userEvent.dblClick(send);
    await userEvent.click(send);
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(send).toHaveAccessibleName('Kirim kode');
    await heldCode.releaseAndExpectOnce(() => canvas.findByText('Kode dikirim'));
  },
});

export const CodeSent = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await askCode(canvasElement, '+62 812-3456-7890');
    await expect(codeRequests.calls).toHaveBeenCalledWith({ mobileNumber: SITI });
    await expect(canvas.getByRole('status')).toHaveTextContent(CODE_SENT);
    await expect(codeField(canvas)).toHaveAccessibleDescription('6 angka dari WhatsApp atau SMS');
    await expect(resetButton(canvas)).toBeDisabled();
    await expect(resendButton(canvas)).toBeEnabled();
    // 'Ganti nomor' goes back with the phone kept.
    await userEvent.click(canvas.getByRole('button', { name: 'Ganti nomor' }));
    await expect(phoneField(canvas)).toHaveValue(SITI);
    await expectNoGlobalError();
  },
});

export const CodeSentMobile = CodeSent.extend({ globals: mobile });

/** The gateway slows a phone that asked too often; the customer reads when to try again. */
export const TooManyRequests = meta.story({
  parameters: gatewayWith(
    failing('post', CODE_PATH, 429, 'Terlalu banyak permintaan. Coba lagi dalam 42 menit.'),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await resetScreen(canvasElement);
    await userEvent.type(phoneField(canvas), SITI);
    await userEvent.click(sendButton(canvas));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Belum berhasil');
    await expect(alert).toHaveTextContent('Terlalu banyak permintaan. Coba lagi dalam 42 menit.');
    await expect(phoneField(canvas)).toHaveValue(SITI);
    await expectNoGlobalError();
  },
});

/**
 * The phone's fourth code at once: the mock's own back-off (a minute after the third), its
 * 429 says so, and 'Kirim ulang kode' waits it out.
 */
export const ResendWaitsForRetryAfter = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await askCode(canvasElement);
    for (let again = 1; again <= 2; again += 1) {
      await userEvent.click(resendButton(canvas));
      await expect(
        await canvas.findByText('Kode baru sudah dikirim. Kode sebelumnya tidak berlaku lagi.'),
      ).toBeVisible();
    }
    await userEvent.click(resendButton(canvas));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Terlalu banyak permintaan. Coba lagi dalam 1 menit.');
    await expect(resendButton(canvas)).toBeDisabled();
    await expect(codeRequests.calls).toHaveBeenCalledTimes(4);
  },
});

export const WrongCode = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await askCode(canvasElement);
    const wrong = wrongCode(codeSentTo());
    await userEvent.click(await fillInReset(canvas, wrong));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Kode salah. Periksa kode yang kami kirim lewat WhatsApp atau SMS.',
    );
    await expectResetKept(canvas, wrong);
    await expectNoGlobalError();
  },
});

/** The gateway refusing the reset's code as `error`, in its words `why`. */
const resetCodeRefused = (error: string, why: string) =>
  gatewayWith(failing('post', RESET_PATH, 400, { error, error_description: why }));

/** A reset with the code 493027 sent and refused: `why` is said and what was typed is kept. */
async function resetRefused(canvasElement: HTMLElement, why: string) {
  const canvas = await askCode(canvasElement);
  await userEvent.click(await fillInReset(canvas, '493027'));
  await expect(await canvas.findByRole('alert')).toHaveTextContent(why);
  await expectResetKept(canvas, '493027');
  return canvas;
}

export const ExpiredCode = meta.story({
  parameters: resetCodeRefused(
    'expired_code',
    'Kode sudah kedaluwarsa (berlaku 10 menit). Minta kode baru.',
  ),
  play: async ({ canvasElement }) => {
    const canvas = await resetRefused(
      canvasElement,
      'Kode sudah kedaluwarsa (berlaku 10 menit). Minta kode baru.',
    );
    // The way on is right there: a new code.
    await userEvent.click(resendButton(canvas));
    await expect(
      await canvas.findByText('Kode baru sudah dikirim. Kode sebelumnya tidak berlaku lagi.'),
    ).toBeVisible();
  },
});

export const TooManyWrongTries = meta.story({
  parameters: resetCodeRefused(
    'used_code',
    'Kode sudah 5 kali salah dimasukkan dan tidak berlaku lagi. Minta kode baru.',
  ),
  play: async ({ canvasElement }) => {
    await resetRefused(
      canvasElement,
      'Kode sudah 5 kali salah dimasukkan dan tidak berlaku lagi. Minta kode baru.',
    );
  },
});

export const InvalidResetKeepsWhatWasTyped = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await askCode(canvasElement);
    await userEvent.type(codeField(canvas), '49a');
    await userEvent.tab();
    await expect(codeField(canvas)).toHaveAccessibleDescription(/Kode hanya boleh berisi angka\./);
    await userEvent.clear(codeField(canvas));
    await userEvent.type(codeField(canvas), '4930');
    await userEvent.tab();
    await expect(codeField(canvas)).toHaveAccessibleDescription(/Kode terdiri dari 6 angka\./);
    await userEvent.type(newPassword(canvas), 'kopi2025');
    await userEvent.tab();
    await expect(
      canvas.getByText('Password harus memuat minimal satu karakter khusus (!@#$%^&*).'),
    ).toBeVisible();
    await userEvent.type(repeatPassword(canvas), 'kopi2026');
    await userEvent.tab();
    await expect(codeField(canvas)).toHaveValue('4930');
    await expect(newPassword(canvas)).toHaveValue('kopi2025');
    await expect(repeatPassword(canvas)).toHaveValue('kopi2026');
    await expect(resetButton(canvas)).toBeDisabled();

    await userEvent.clear(newPassword(canvas));
    await userEvent.type(newPassword(canvas), 'Kopi!2025');
    await userEvent.clear(repeatPassword(canvas));
    await userEvent.type(repeatPassword(canvas), 'Kopi!2026');
    await userEvent.tab();
    await expect(
      canvas.getByText('Password tidak sama. Ketik ulang password baru yang sama.'),
    ).toBeVisible();
    await expect(resets.calls).not.toHaveBeenCalled();
  },
});

export const NetworkFailureRetried = meta.story({
  parameters: gatewayWith(offlineOnce('post', RESET_PATH)),
  play: async ({ canvasElement }) => {
    const canvas = await askCode(canvasElement);
    const code = codeSentTo();
    const reset = await fillInReset(canvas, code);
    await userEvent.click(reset);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Tidak dapat terhubung ke server. Periksa koneksi internetmu lalu coba lagi.',
    );
    await expectResetKept(canvas, code);
    await userEvent.click(reset);
    await findScreen(canvasElement, 'Password berhasil diubah');
    await expectNoGlobalError();
  },
});

/** The whole way: the code from the mailbox, the new password, then login with the phone filled in. */
export const Success = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await askCode(canvasElement);
    await userEvent.click(await fillInReset(canvas, codeSentTo()));
    await findScreen(canvasElement, 'Password berhasil diubah');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Semua sesi login akunmu sudah diakhiri. Login dengan password barumu.',
    );
    await expect(resets.calls).toHaveBeenCalledWith({
      mobileNumber: SITI,
      code: expect.stringMatching(/^\d{6}$/),
      password: NEW_PASSWORD,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expectLocation('/login');
    const login = await findScreen(canvasElement, 'Login');
    await waitFor(() => expect(phoneField(login)).toHaveValue(SITI));
    await userEvent.type(login.getByLabelText(/^Password/), NEW_PASSWORD);
    await userEvent.click(login.getByRole('button', { name: 'Login' }));
    await dismissAlert('Selamat datang kembali!');
    await expectLocation('/main/profile');
  },
});

export const SuccessMobile = Success.extend({ globals: mobile });

export const AlreadySignedIn = meta.story({
  parameters: { session: 'siti' },
  play: async ({ canvasElement }) => {
    await expectLocation('/main/profile');
    await findScreen(canvasElement, 'Siti Rahayu');
  },
});
