import {
  answerConfirm,
  dismissAlert,
  expectLinkTo,
  findAlert,
  mobile,
  modalGone,
  page,
} from '@kit/dom';
import { failing, gatewayWith, heldUntilReleased, spyOnRequests } from '@kit/gateway';
import { expectLocation, expectNoGlobalError, findScreen, screenStory } from '@kit/story';
import { lastCodeSentTo } from '@mocks/domain/mailbox';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { toWireDate } from '@/lib/format';
import { expectSentToLogIn } from './loginScreenStory';
import RegisterScreen from './RegisterScreen';
import {
  CODE_PATH,
  codeRequestOfflineOnce,
  registrationCodeJourneys,
  TOO_MANY_REGISTRATIONS,
  tooManyRegistrations,
  wrongCode,
} from './registrationCodeStory';

const registration = spyOnRequests('post', '/api/Customer');
const registrations = registration.calls;
const codeRequests = spyOnRequests('post', CODE_PATH);

const meta = preview.meta({
  title: 'Screens/Auth/Register',
  component: RegisterScreen,
  ...screenStory({
    route: '/register',
    spies: [registration, codeRequests],
    watchesGlobalErrors: true,
  }),
});

interface Registration {
  phone: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** What is typed as the code, from the one the mock gateway sent; by default that one. */
  code?: (sent: string) => string;
}

/** The code typed for `who`: the one sent to the phone (the dev panel's mailbox holds it). */
const typedCode = (who: Registration) => {
  const sent = lastCodeSentTo(who.phone) ?? '';
  return who.code ? who.code(sent) : sent;
};

const dewi: Registration = {
  phone: '081355501234',
  firstName: 'Dewi',
  lastName: 'Lestari',
  email: 'dewi.lestari@example.com',
  password: 'Kopi!2024',
};

const password = (canvas: ReturnType<typeof within>) => canvas.getByLabelText(/^Password/);

const codeField = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('textbox', { name: 'Kode verifikasi' });

/** The register screen once its chunk has loaded through the real route table. */
const registerScreen = (canvasElement: HTMLElement) => findScreen(canvasElement, 'Daftar');

const phoneCode = registrationCodeJourneys({
  findScreen: registerScreen,
  phoneLabel: 'No. Telp',
  codeSent: (phone) =>
    `Jika nomor ${phone} belum terdaftar, kode 6 angka sudah kami kirim lewat WhatsApp atau SMS. Kode berlaku 10 menit.`,
  codeRequests,
});

async function fillIn(canvasElement: HTMLElement, who: Registration) {
  const canvas = await phoneCode.askCode(canvasElement, who.phone);
  await userEvent.type(codeField(canvas), typedCode(who));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Nama Depan' }), who.firstName);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Nama Belakang' }), who.lastName);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), who.email);
  await userEvent.type(password(canvas), who.password);
  return canvas.getByRole('button', { name: 'Daftar' });
}

/** Submits and confirms; resolves with the confirm dialog's 'Ya, Daftar' button. */
async function submitAndConfirm(canvasElement: HTMLElement, who: Registration) {
  await userEvent.click(await fillIn(canvasElement, who));
  return (await answerConfirm('Ya, Daftar')).button;
}

/** Submits and confirms; the failure says `why`, and once read the form is still there. */
async function registrationFails(canvasElement: HTMLElement, who: Registration, why: string) {
  await submitAndConfirm(canvasElement, who);
  await expect(await findAlert('Error!')).toHaveAccessibleDescription(
    `Terjadi kesalahan saat melakukan registrasi: ${why}`,
  );
  await dismissAlert('Error!');
  await expectFormKept(canvasElement, who);
  await expectLocation('/register');
}

async function expectFormKept(canvasElement: HTMLElement, who: Registration) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('textbox', { name: 'No. Telp' })).toHaveValue(who.phone);
  await expect(codeField(canvas)).toHaveValue(typedCode(who));
  await expect(canvas.getByRole('textbox', { name: 'Nama Depan' })).toHaveValue(who.firstName);
  await expect(canvas.getByRole('textbox', { name: 'Nama Belakang' })).toHaveValue(who.lastName);
  await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(who.email);
  await expect(password(canvas)).toHaveValue(who.password);
}

export const GuestDesktop = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await registerScreen(canvasElement);
    await expectLinkTo(canvas, 'Login di sini', '/login');
    await expect(password(canvas)).toHaveAccessibleDescription(
      'Minimal 6 karakter dan satu karakter khusus: ! @ # $ % ^ & *',
    );
    await expect(canvas.getByRole('button', { name: 'Daftar' })).toBeDisabled();

    await submitAndConfirm(canvasElement, dewi);
    const success = await findAlert('Berhasil!');
    await expect(success).toHaveAccessibleDescription(
      'Registrasi berhasil, silahkan lakukan verifikasi melalui email',
    );
    const today = toWireDate(new Date());
    await registration.expectOnce(() => success);
    await expect(registrations).toHaveBeenCalledWith([
      {
        firstName: 'Dewi',
        lastName: 'Lestari',
        emailAddress: 'dewi.lestari@example.com',
        joinDate: today,
        birthday: today,
        mobileNumber: '081355501234',
        password: 'Kopi!2024',
        code: lastCodeSentTo('081355501234'),
      },
    ]);
    await expect(codeRequests.calls).toHaveBeenCalledWith({ mobileNumber: '081355501234' });
    await dismissAlert('Berhasil!');
    await expectSentToLogIn(canvasElement);
  },
});

export const CancelSendsNothingMobile = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    await userEvent.click(await fillIn(canvasElement, dewi));
    await answerConfirm('Tidak, Batalkan');
    await modalGone('alertdialog');
    await expect(registrations).not.toHaveBeenCalled();
    await expectFormKept(canvasElement, dewi);
    await expectLocation('/register');
  },
});

export const PasswordRules = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await registerScreen(canvasElement);
    await fillIn(canvasElement, { ...dewi, password: 'kopi2024' });
    await userEvent.tab();
    await expect(
      canvas.getByText('Password harus memuat minimal satu karakter khusus (!@#$%^&*).'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Daftar' })).toBeDisabled();
    await userEvent.clear(password(canvas));
    await userEvent.type(password(canvas), 'k!');
    await expect(canvas.getByText('Password must be at least 6 characters long.')).toBeVisible();
    await userEvent.type(password(canvas), 'opi24');
    await expect(password(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Password must be at least 6 characters long.')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Daftar' })).toBeEnabled();
  },
});

export const RequiredFieldsSayWhatIsMissing = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await registerScreen(canvasElement);
    for (const name of ['No. Telp', 'Kode verifikasi', 'Nama Depan', 'Nama Belakang', 'Email']) {
      await userEvent.click(canvas.getByRole('textbox', { name }));
      await userEvent.tab();
    }
    await expect(canvas.getByText('Nomor telepon wajib diisi.')).toBeVisible();
    await expect(canvas.getByText('Kode wajib diisi.')).toBeVisible();
    await expect(canvas.getByText('Nama depan is required.')).toBeVisible();
    await expect(canvas.getByText('Nama belakang wajib diisi.')).toBeVisible();
    await expect(canvas.getByText('Email wajib diisi.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'dewi@');
    await expect(
      canvas.getByText('Format email belum benar, contoh: nama@email.com.'),
    ).toBeVisible();
  },
});

/**
 * An e-mail that already has an account gets SPEC §8's success text, as a new one does: the
 * form must not tell a stranger who is a customer. The owner is mailed instead.
 */
async function registrationLooksNew(canvasElement: HTMLElement, who: Registration) {
  await submitAndConfirm(canvasElement, who);
  await expect(await findAlert('Berhasil!')).toHaveAccessibleDescription(
    'Registrasi berhasil, silahkan lakukan verifikasi melalui email',
  );
  await dismissAlert('Berhasil!');
  await expectSentToLogIn(canvasElement);
}

/**
 * A phone that already has an account: 'Kirim kode' says what it says for any phone, but no
 * code comes (its owner is told instead), so whatever is typed is a wrong code.
 */
export const PhoneAlreadyRegisteredGetsNoCode = meta.story({
  play: async ({ canvasElement }) => {
    await registrationFails(
      canvasElement,
      { ...dewi, phone: '081234567890', code: () => '493027' },
      'Kode salah. Periksa kode yang kami kirim lewat WhatsApp atau SMS.',
    );
    await expect(lastCodeSentTo('081234567890')).toBeNull();
    await expectNoGlobalError();
  },
});

export const WrongCodeKeepsTheForm = meta.story({
  play: async ({ canvasElement }) => {
    await registrationFails(
      canvasElement,
      { ...dewi, code: wrongCode },
      'Kode salah. Periksa kode yang kami kirim lewat WhatsApp atau SMS.',
    );
    // The right code, typed over the wrong one, registers.
    const canvas = within(canvasElement);
    await userEvent.clear(codeField(canvas));
    await userEvent.type(codeField(canvas), lastCodeSentTo(dewi.phone) ?? '');
    await userEvent.click(canvas.getByRole('button', { name: 'Daftar' }));
    await answerConfirm('Ya, Daftar');
    await findAlert('Berhasil!');
    await expect(registrations).toHaveBeenCalledTimes(2);
  },
});

export const CodeSentMobile = meta.story({
  globals: mobile,
  play: ({ canvasElement }) => phoneCode.codeSentOnce(canvasElement, dewi.phone),
});

export const ResendWaitsForRetryAfter = meta.story({
  play: ({ canvasElement }) => phoneCode.resendWaitsForRetryAfter(canvasElement, dewi.phone),
});

export const CodeRequestNetworkFailureRetried = meta.story({
  parameters: gatewayWith(codeRequestOfflineOnce()),
  play: ({ canvasElement }) => phoneCode.networkFailureRetried(canvasElement, dewi.phone),
});

export const EmailAlreadyRegisteredLooksLikeANewRegistration = meta.story({
  play: async ({ canvasElement }) => {
    await registrationLooksNew(canvasElement, { ...dewi, email: 'Budi.Santoso@example.com' });
  },
});

export const ServerDownKeepsTheForm = meta.story({
  parameters: gatewayWith(failing('post', '/api/Customer', 500, 'SqlException')),
  play: async ({ canvasElement }) => {
    await registrationFails(
      canvasElement,
      dewi,
      'Server sedang bermasalah. Silakan coba lagi beberapa saat lagi.',
    );
    // Submitting again is possible straight away.
    await expect(within(canvasElement).getByRole('button', { name: 'Daftar' })).toBeEnabled();
    await expectNoGlobalError();
  },
});

/** The gateway takes 10 registrations an hour from a source; the next one reads why. */
export const TooManyRegistrationsKeepsTheForm = meta.story({
  parameters: tooManyRegistrations,
  play: async ({ canvasElement }) => {
    await registrationFails(canvasElement, dewi, TOO_MANY_REGISTRATIONS);
    await expectNoGlobalError();
  },
});

const heldRegistration = heldUntilReleased('post', '/api/Customer');

export const SendingIgnoresDoubleClicks = meta.story({
  ...heldRegistration.story,
  play: async ({ canvasElement }) => {
    const yes = await submitAndConfirm(canvasElement, dewi);
    await userEvent.dblClick(yes);
    // Busy while the request waits for its answer: nothing to press again or back out of.
    await expect(yes).toHaveAttribute('aria-disabled', 'true');
    await expect(
      within(page.getByRole('alertdialog')).getByRole('button', { name: 'Tidak, Batalkan' }),
    ).toBeDisabled();
    await heldRegistration.releaseAndExpectOnce(() =>
      page.getByRole('alertdialog', { name: 'Berhasil!' }),
    );
  },
});

export const NamesWithMarkupAreSentAsText = meta.story({
  play: async ({ canvasElement }) => {
    const markup = '<img src=x onerror="window.__registerPwned = true">';
    await submitAndConfirm(canvasElement, { ...dewi, firstName: markup, lastName: '<script>' });
    await findAlert('Berhasil!');
    await expect(registrations).toHaveBeenCalledWith([
      expect.objectContaining({ firstName: markup, lastName: '<script>' }),
    ]);
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    await expect((window as { __registerPwned?: boolean }).__registerPwned).toBeUndefined();
  },
});

export const AlreadySignedIn = meta.story({
  parameters: { session: 'budi' },
  play: async ({ canvasElement }) => {
    await expectLocation('/main/profile');
    await findScreen(canvasElement, 'Budi Santoso');
  },
});
