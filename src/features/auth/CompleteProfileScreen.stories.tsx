import {
  answerConfirm,
  cookieNames,
  dismissAlert,
  findAlert,
  mobile,
  modalGone,
  page,
} from '@kit/dom';
import { failing, gatewayWith, heldUntilReleased, spyOnRequests } from '@kit/gateway';
import {
  expectLocation,
  expectNoGlobalError,
  findScreen,
  screenStory,
  watchGlobalErrors,
} from '@kit/story';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { googleLogin } from '@/api/auth';
import { toWireDate } from '@/lib/format';
import CompleteProfileScreen from './CompleteProfileScreen';
import { forgetFederatedLogin, readFederatedLogin, saveFederatedLogin } from './federatedLogin';
import { mockGoogleToken } from './googleIdentity';

const save = spyOnRequests('post', '/api/Customer');
const saves = save.calls;

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

const meta = preview.meta({
  title: 'Screens/Auth/CompleteProfile',
  component: CompleteProfileScreen,
  ...screenStory({ route: '/lengkapi-profil', handlers: [save.handler] }),
  // After the project's beforeEach has reset the mock; googleSignIn false arrives without one.
  beforeEach: async ({ parameters }) => {
    saves.mockClear();
    // Session storage outlives a story: an earlier story's hand-over must not leak in.
    forgetFederatedLogin();
    if (parameters.googleSignIn !== false) await signedInWithGoogle();
    return watchGlobalErrors();
  },
});

/** The screen once its chunk has loaded through the real route table. */
const completeProfileScreen = (canvasElement: HTMLElement) =>
  findScreen(canvasElement, 'Lengkapi biodata kamu ya!');

const phoneField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Nomor Telepon' });
const submitButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /Perbaharui Profil|Loading \.\.\./ });

/** Types the phone, submits and answers the confirmation with `answer`. */
async function submitAndAnswer(canvasElement: HTMLElement, phone: string, answer = 'Ya, Simpan') {
  await completeProfileScreen(canvasElement);
  await userEvent.type(phoneField(canvasElement), phone);
  await userEvent.click(submitButton(canvasElement));
  return answerConfirm(answer);
}

/** Saving with `phone` fails saying `why`; once read, the form is there to try again. */
async function savingFails(canvasElement: HTMLElement, phone: string, why: string | RegExp) {
  await submitAndAnswer(canvasElement, phone);
  await expect(await findAlert('Error!')).toHaveAccessibleDescription(why);
  await dismissAlert('Error!');
  await expect(phoneField(canvasElement)).toHaveValue(phone);
  await expect(submitButton(canvasElement)).toBeEnabled();
}

/** The phone refused: said in the page's own alert, still completing, no global error. */
async function refusedOnTheSamePage(canvasElement: HTMLElement, phone: string, why: string) {
  await savingFails(canvasElement, phone, why);
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
      },
    ]);
    // All sessions end: the shopper logs in again with the completed account.
    await expect(cookieNames()).not.toContain('access_token');
    await expect(sessionStorage.getItem('federatedLogin')).toBeNull();
    await dismissAlert('Berhasil!');
    await expectLocation('/login');
    await findScreen(canvasElement, 'Login');
    await expectNoGlobalError();
  },
});

export const CancelDoesNothingMobile = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    await submitAndAnswer(canvasElement, '081355501234', 'Tidak, Batalkan');
    await modalGone('alertdialog');
    await expect(saves).not.toHaveBeenCalled();
    await expect(phoneField(canvasElement)).toHaveValue('081355501234');
    await expect(submitButton(canvasElement)).toHaveAccessibleName('Perbaharui Profil');
    await expect(sessionStorage.getItem('federatedLogin')).not.toBeNull();
  },
});

const heldSave = heldUntilReleased('post', '/api/Customer');

export const SavingShowsLoadingAndSendsOnce = meta.story({
  ...heldSave.story,
  play: async ({ canvasElement }) => {
    await completeProfileScreen(canvasElement);
    await userEvent.type(phoneField(canvasElement), '081355501234');
    await userEvent.dblClick(submitButton(canvasElement));
    const confirm = await findAlert('Kamu yakin?');
    await userEvent.dblClick(within(confirm).getByRole('button', { name: 'Ya, Simpan' }));
    const submit = submitButton(canvasElement);
    await expect(submit).toHaveAccessibleName('Loading ...');
    await expect(submit).toBeDisabled();
    await heldSave.releaseAndExpectOnce(() => page.getByRole('alertdialog', { name: 'Berhasil!' }));
  },
});

export const PhoneAlreadyRegistered = meta.story({
  play: async ({ canvasElement }) => {
    await refusedOnTheSamePage(
      canvasElement,
      '081234567890',
      'Terjadi kesalahan saat melakukan registrasi: Nomor telepon sudah terdaftar.',
    );
  },
});

/** Taken phones count against the source like failed logins; past the limit it reads why. */
export const TooManyTriesFromThisDevice = meta.story({
  parameters: gatewayWith(
    failing(
      'post',
      '/api/Customer',
      429,
      'Terlalu banyak percobaan dari perangkat ini. Coba lagi dalam 15 menit.',
    ),
  ),
  play: async ({ canvasElement }) => {
    await refusedOnTheSamePage(
      canvasElement,
      '081355501234',
      'Terjadi kesalahan saat melakukan registrasi: Terlalu banyak percobaan dari perangkat ini. Coba lagi dalam 15 menit.',
    );
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
