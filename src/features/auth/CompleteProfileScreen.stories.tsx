import {
  answerConfirm,
  cookieNames,
  dismissAlert,
  findAlert,
  mobile,
  modalGone,
  page,
} from '@kit/dom';
import { failing, gatewayWith, heldUntilReleased, offlineOnce, spyOnRequests } from '@kit/gateway';
import { expectLocation, expectNoGlobalError, findScreen, screenStory } from '@kit/story';
import { lastCodeSentTo } from '@mocks/domain/mailbox';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { googleLogin } from '@/api/auth';
import { toWireDate } from '@/lib/format';
import CompleteProfileScreen from './CompleteProfileScreen';
import { forgetFederatedLogin, readFederatedLogin, saveFederatedLogin } from './federatedLogin';
import { mockGoogleToken } from './googleIdentity';
import { expectSentToLogIn } from './loginScreenStory';
import {
  CODE_PATH,
  codeRequestOfflineOnce,
  registrationCodeJourneys,
  TOO_MANY_REGISTRATIONS,
  tooManyRegistrations,
  wrongCode,
} from './registrationCodeStory';

const save = spyOnRequests('post', '/api/Customer');
const saves = save.calls;
const codeRequests = spyOnRequests('post', CODE_PATH);

const dewi = { email: 'dewi.lestari@example.com', givenName: 'Dewi', familyName: 'Lestari' };

/**
 * Where a Google sign-in without a profile leaves the shopper: no session, the Google
 * account's data and token handed over, exactly as the login screen does it.
 */
async function signedInWithGoogle() {
  const account = await googleLogin({ googleToken: mockGoogleToken(dewi), providerKey: 'Google' });
  saveFederatedLogin({
    givenName: account.given_name,
    name: account.name,
    userId: account.user_id,
    email: dewi.email,
    accessToken: account.access_token,
  });
}

const screen = screenStory({
  route: '/lengkapi-profil',
  spies: [save, codeRequests],
  watchesGlobalErrors: true,
});

const meta = preview.meta({
  title: 'Screens/Auth/CompleteProfile',
  component: CompleteProfileScreen,
  ...screen,
  // After the project's beforeEach has reset the mock; googleSignIn false arrives without one.
  beforeEach: async (context) => {
    // Session storage outlives a story: an earlier story's hand-over must not leak in.
    forgetFederatedLogin();
    if (context.parameters.googleSignIn !== false) await signedInWithGoogle();
    return screen.beforeEach(context);
  },
});

/** The screen once its chunk has loaded through the real route table. */
const completeProfileScreen = (canvasElement: HTMLElement) =>
  findScreen(canvasElement, 'Lengkapi biodata kamu ya!');

const phoneField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Nomor Telepon' });
const codeField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Kode verifikasi' });
const submitButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /Perbaharui Profil|Loading \.\.\./ });

const WRONG_CODE = 'Kode salah. Periksa kode yang kami kirim lewat WhatsApp atau SMS.';

const phoneCode = registrationCodeJourneys({
  findScreen: completeProfileScreen,
  phoneLabel: 'Nomor Telepon',
  /** What the form says once a code was asked: the same for a free and a registered number. */
  codeSent: (phone) =>
    `Jika nomor ${phone} belum terdaftar, kode 6 angka sudah kami kirim lewat WhatsApp atau SMS. Kode berlaku 10 menit. Jika sudah terdaftar, nomor itu menerima pesan dari kami, bukan kode: pemiliknya bisa login dengan akun nomor itu.`,
  codeRequests,
});

/**
 * Asks the phone's code, types it (the one the mock sent, the dev panel's mailbox holds it;
 * or what `typed` makes of it), submits and answers the confirmation with `answer`.
 */
async function submitAndAnswer(
  canvasElement: HTMLElement,
  phone: string,
  { answer = 'Ya, Simpan', typed = (sent: string) => sent } = {},
) {
  await phoneCode.askCode(canvasElement, phone);
  await userEvent.type(codeField(canvasElement), typed(lastCodeSentTo(phone) ?? ''));
  await userEvent.click(submitButton(canvasElement));
  return answerConfirm(answer);
}

/** Saving with `phone` fails saying `why`; once read, the form is there to try again. */
async function savingFails(
  canvasElement: HTMLElement,
  phone: string,
  why: string | RegExp,
  typed?: (sent: string) => string,
) {
  await submitAndAnswer(canvasElement, phone, { typed });
  await expect(await findAlert('Error!')).toHaveAccessibleDescription(why);
  await dismissAlert('Error!');
  await expect(phoneField(canvasElement)).toHaveValue(phone);
  await expect(submitButton(canvasElement)).toBeEnabled();
}

/** Refused: said in the page's own alert, still completing, no global error. */
async function refusedOnTheSamePage(
  canvasElement: HTMLElement,
  phone: string,
  why: string,
  typed?: (sent: string) => string,
) {
  await savingFails(
    canvasElement,
    phone,
    `Terjadi kesalahan saat melakukan registrasi: ${why}`,
    typed,
  );
  await expectLocation('/lengkapi-profil');
  await expectNoGlobalError();
}

export const NewGoogleAccountDesktop = meta.story({
  play: async ({ canvasElement }) => {
    const handedOver = readFederatedLogin();
    const canvas = await completeProfileScreen(canvasElement);
    await expect(phoneField(canvasElement)).toHaveAttribute('placeholder', 'No. Telp');
    await expect(canvas.getByRole('textbox', { name: 'Nama Depan' })).toHaveValue('Dewi');
    await expect(canvas.getByRole('textbox', { name: 'Nama Belakang' })).toHaveValue('Lestari');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('dewi.lestari@example.com');
    await expect(email).toHaveAttribute('readonly');
    await expect(submitButton(canvasElement)).toBeDisabled();

    const { dialog: confirm } = await submitAndAnswer(canvasElement, '081355501234');
    await expect(codeRequests.calls).toHaveBeenCalledWith({ mobileNumber: '081355501234' });
    await expect(confirm).toHaveAccessibleDescription(
      'Data profile kamu akan disimpan pada aplikasi kami',
    );
    const saved = await findAlert('Berhasil!');
    await expect(saved).toHaveAccessibleDescription(
      'Terima kasih sudah melengkapi biodata kamu. Silakan login kembali untuk melanjutkan.',
    );
    const today = toWireDate(new Date());
    await save.expectOnce(() => saved);
    await expect(saves).toHaveBeenCalledWith([
      {
        firstName: 'Dewi',
        lastName: 'Lestari',
        userId: handedOver?.userId,
        emailAddress: 'dewi.lestari@example.com',
        joinDate: today,
        birthday: today,
        mobileNumber: '081355501234',
        code: lastCodeSentTo('081355501234'),
      },
    ]);
    // All sessions end: the shopper logs in again with the completed account.
    await expect(cookieNames()).not.toContain('access_token');
    await expect(sessionStorage.getItem('federatedLogin')).toBeNull();
    await dismissAlert('Berhasil!');
    await expectSentToLogIn(canvasElement);
  },
});

export const CancelDoesNothingMobile = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    await submitAndAnswer(canvasElement, '081355501234', { answer: 'Tidak, Batalkan' });
    await modalGone('alertdialog');
    await expect(saves).not.toHaveBeenCalled();
    await expect(phoneField(canvasElement)).toHaveValue('081355501234');
    await expect(codeField(canvasElement)).toHaveValue(lastCodeSentTo('081355501234') ?? '-');
    await expect(submitButton(canvasElement)).toHaveAccessibleName('Perbaharui Profil');
    await expect(sessionStorage.getItem('federatedLogin')).not.toBeNull();
  },
});

const heldSave = heldUntilReleased('post', '/api/Customer');

export const SavingShowsLoadingAndSendsOnce = meta.story({
  ...heldSave.story,
  play: async ({ canvasElement }) => {
    await phoneCode.askCode(canvasElement, '081355501234');
    await userEvent.type(codeField(canvasElement), lastCodeSentTo('081355501234') ?? '');
    await userEvent.dblClick(submitButton(canvasElement));
    const confirm = await findAlert('Kamu yakin?');
    await userEvent.dblClick(within(confirm).getByRole('button', { name: 'Ya, Simpan' }));
    const submit = submitButton(canvasElement);
    await expect(submit).toHaveAccessibleName('Loading ...');
    await expect(submit).toBeDisabled();
    await heldSave.releaseAndExpectOnce(() => page.getByRole('alertdialog', { name: 'Berhasil!' }));
  },
});

/**
 * A phone that already has an account: 'Kirim kode' says what it says for any phone, no code
 * comes (its owner gets a message instead), so whatever is typed is a wrong code, in the
 * same words as a free phone's wrong code: nothing tells whose number it is.
 */
export const PhoneAlreadyRegisteredGetsNoCode = meta.story({
  play: async ({ canvasElement }) => {
    await refusedOnTheSamePage(canvasElement, '081234567890', WRONG_CODE, () => '493027');
    await expect(lastCodeSentTo('081234567890')).toBeNull();
    await expect(sessionStorage.getItem('federatedLogin')).not.toBeNull();
  },
});

export const WrongCodeKeepsTheForm = meta.story({
  play: async ({ canvasElement }) => {
    await refusedOnTheSamePage(canvasElement, '081355501234', WRONG_CODE, wrongCode);
    await expect(codeField(canvasElement)).toHaveValue(
      wrongCode(lastCodeSentTo('081355501234') ?? ''),
    );
    // The right code, typed over the wrong one, completes the profile.
    await userEvent.clear(codeField(canvasElement));
    await userEvent.type(codeField(canvasElement), lastCodeSentTo('081355501234') ?? '');
    await userEvent.click(submitButton(canvasElement));
    await answerConfirm('Ya, Simpan');
    await findAlert('Berhasil!');
    await expect(saves).toHaveBeenCalledTimes(2);
  },
});

export const CodeSentMobile = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    await phoneCode.codeSentOnce(canvasElement, '081355501234');
    await expect(submitButton(canvasElement)).toBeDisabled();
  },
});

export const ResendWaitsForRetryAfter = meta.story({
  play: ({ canvasElement }) => phoneCode.resendWaitsForRetryAfter(canvasElement, '081355501234'),
});

export const CodeRequestNetworkFailureRetried = meta.story({
  parameters: gatewayWith(codeRequestOfflineOnce()),
  play: ({ canvasElement }) => phoneCode.networkFailureRetried(canvasElement, '081355501234'),
});

/** A save whose answer never came: said, the form kept, and sent again it completes. */
export const SaveNetworkFailureRetried = meta.story({
  parameters: gatewayWith(offlineOnce('post', '/api/Customer')),
  play: async ({ canvasElement }) => {
    await savingFails(
      canvasElement,
      '081355501234',
      /^Terjadi kesalahan saat melakukan registrasi/,
    );
    await expect(codeField(canvasElement)).toHaveValue(lastCodeSentTo('081355501234') ?? '-');
    await userEvent.click(submitButton(canvasElement));
    await answerConfirm('Ya, Simpan');
    await findAlert('Berhasil!');
    await expectNoGlobalError();
  },
});

/** The gateway takes 10 new accounts an hour from a source; the next one reads why. */
export const TooManyRegistrationsFromThisDevice = meta.story({
  parameters: tooManyRegistrations,
  play: async ({ canvasElement }) => {
    await refusedOnTheSamePage(canvasElement, '081355501234', TOO_MANY_REGISTRATIONS);
  },
});

export const ServerDownKeepsTheForm = meta.story({
  parameters: gatewayWith(failing('post', '/api/Customer', 500, '')),
  play: async ({ canvasElement }) => {
    const canvas = await completeProfileScreen(canvasElement);
    const lastName = canvas.getByRole('textbox', { name: 'Nama Belakang' });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Ayu');
    await savingFails(
      canvasElement,
      '081355501234',
      /^Terjadi kesalahan saat melakukan registrasi/,
    );
    await expect(lastName).toHaveValue('Ayu');
    // Still completing: the Google sign-in is kept for the next try, and no session began.
    await expect(sessionStorage.getItem('federatedLogin')).not.toBeNull();
    await expect(cookieNames()).not.toContain('access_token');
  },
});

export const InvalidPhone = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await completeProfileScreen(canvasElement);
    // Dashes and spaces are how people group digits; letters are not a phone.
    await userEvent.type(phoneField(canvasElement), '08-12ab');
    await userEvent.tab();
    await expect(canvas.getByText('Nomor telepon hanya boleh berisi angka.')).toBeVisible();
    await expect(phoneField(canvasElement)).toHaveValue('08-12ab');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Nama Depan' }));
    await userEvent.tab();
    await expect(canvas.getByText('Nama depan is required.')).toBeVisible();
    await expect(submitButton(canvasElement)).toBeDisabled();
  },
});

/** Reached without a Google sign-in: everything stored is wiped and the shopper goes home. */
export const WithoutFederatedData = meta.story({
  parameters: { session: 'siti', googleSignIn: false },
  beforeEach: () => {
    localStorage.setItem('selectedCategory', '"Beans"');
  },
  play: async ({ canvasElement }) => {
    await expectLocation('/');
    await findScreen(canvasElement, 'Blend Kopimu Sendiri');
    await expect(cookieNames()).not.toContain('access_token');
    await expect(cookieNames()).not.toContain('customer_profile');
    await expect(localStorage.getItem('selectedCategory')).toBeNull();
    await expect(saves).not.toHaveBeenCalled();
  },
});
