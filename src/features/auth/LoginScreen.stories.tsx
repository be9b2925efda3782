import { cookieNames, dismissAlert, expectLinkTo, findAlert, mobile, page } from '@kit/dom';
import { failing, gatewayWith, heldUntilReleased, offline, spyOnRequests } from '@kit/gateway';
import {
  expectLocation,
  expectNoGlobalError,
  fillInLogin,
  findScreen,
  logInThroughTheForm,
  screenStory,
} from '@kit/story';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import LoginScreen from './LoginScreen';

const token = spyOnRequests('post', '/connect/token');

const meta = preview.meta({
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  ...screenStory({ route: '/login', spies: [token], watchesGlobalErrors: true }),
});

/** The login screen once its chunk has loaded through the real route table. */
const loginScreen = (canvasElement: HTMLElement) => findScreen(canvasElement, 'Login');

/** Logs in with `phone` and Siti's password, and resolves with the first alert on the screen. */
async function loginAlert(canvasElement: HTMLElement, phone: string, password = 'Kopi!2024') {
  await userEvent.click(await fillInLogin(canvasElement, phone, password));
  return within(canvasElement).findByRole('alert');
}

/** Signs in through the Google chooser with the account whose e-mail matches `account`. */
async function chooseGoogleAccount(canvasElement: HTMLElement, account: RegExp) {
  const canvas = await loginScreen(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Masuk dengan Google' }));
  const chooser = await page.findByRole('dialog', { name: 'Pilih akun Google' });
  await userEvent.click(within(chooser).getByRole('button', { name: account }));
  return canvas;
}

export const GuestDesktop = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await loginScreen(canvasElement);
    await expectLinkTo(canvas, 'Daftar sekarang', '/register');
    // Under the password: the way back into an account whose password is forgotten.
    await expectLinkTo(canvas, 'Lupa password?', '/lupa-password');
    await expect(canvas.getByRole('button', { name: 'Masuk dengan Google' })).toBeVisible();
    // Nothing typed yet: nothing to send, and no message shouts at the shopper.
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
    await expect(canvas.queryByText(/wajib diisi/)).toBeNull();

    const login = await fillInLogin(canvasElement, '081234567890', 'Kopi!2024');
    await expect(login).toBeEnabled();
    await userEvent.click(login);

    const welcome = await page.findByRole('alertdialog', { name: 'Selamat datang kembali!' });
    await expect(token.calls).toHaveBeenCalledWith(
      expect.objectContaining({ grant_type: 'password', username: '081234567890' }),
    );
    // The signed-in navbar replaces Login with the cart and 'Saya' (SPEC §2 Layout).
    await expect(canvas.getByRole('link', { name: 'Saya' })).toBeVisible();
    await expect(cookieNames()).toEqual(
      expect.arrayContaining(['access_token', 'customer_profile']),
    );
    await expect(decodeURIComponent(document.cookie)).toContain('"firstName":"Siti"');
    await userEvent.click(within(welcome).getByRole('button', { name: 'Okay!' }));
    await expectLocation('/main/profile');
    await findScreen(canvasElement, 'Siti Rahayu');
    await expectNoGlobalError();
  },
});

export const GuestMobileByKeyboard = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = await loginScreen(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'No. Telp' }));
    await userEvent.keyboard('081298765432');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Password/)).toHaveFocus();
    await userEvent.keyboard('Kopi!2024');
    // The show/hide toggle is next, then Login; Enter in a field submits too.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Tampilkan kata sandi' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('Kopi!2024');
    await userEvent.click(canvas.getByLabelText(/^Password/));
    await userEvent.keyboard('{Enter}');

    const welcome = await page.findByRole('alertdialog', { name: 'Selamat datang kembali!' });
    await waitFor(() =>
      expect(within(welcome).getByRole('button', { name: 'Okay!' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expectLocation('/main/profile');
  },
});

export const InvalidInputKeepsWhatWasTyped = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await loginScreen(canvasElement);
    const phone = canvas.getByRole('textbox', { name: 'No. Telp' });
    const password = canvas.getByLabelText(/^Password/);
    const login = canvas.getByRole('button', { name: 'Login' });

    await userEvent.type(phone, '0812abc');
    // The message waits until the shopper leaves the field.
    await expect(canvas.queryByText('Nomor telepon hanya boleh berisi angka.')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByText('Nomor telepon hanya boleh berisi angka.')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Nomor telepon hanya boleh berisi angka.');
    await expect(phone).toHaveValue('0812abc');

    await userEvent.clear(phone);
    await userEvent.type(phone, '0'.repeat(30));
    await expect(canvas.getByText('Nomor telepon maksimal 15 digit.')).toBeVisible();
    await userEvent.clear(phone);
    await userEvent.type(phone, '08123');
    await expect(canvas.getByText('Nomor telepon minimal 9 digit.')).toBeVisible();
    await userEvent.clear(phone);
    await expect(canvas.getByText('Nomor telepon wajib diisi.')).toBeVisible();

    await userEvent.type(password, 'abc');
    await userEvent.tab();
    await expect(canvas.getByText('Password must be at least 6 characters long.')).toBeVisible();
    await expect(login).toBeDisabled();

    await userEvent.type(phone, '081234567890');
    await userEvent.type(password, 'def');
    await expect(canvas.queryByText(/Nomor telepon|Password must/)).toBeNull();
    await expect(login).toBeEnabled();
    await expect(token.calls).not.toHaveBeenCalled();
  },
});

export const WrongPassword = meta.story({
  play: async ({ canvasElement }) => {
    const alert = await loginAlert(canvasElement, '081234567890', 'Salah!123');
    await expect(alert).toHaveTextContent('Login gagal');
    await expect(alert).toHaveTextContent('Nomor telepon atau password salah.');
    // Everything typed is still there, and the shopper can try again at once.
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'No. Telp' })).toHaveValue('081234567890');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('Salah!123');
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(cookieNames()).not.toContain('access_token');
    await expectLocation('/login');
    await expectNoGlobalError();
  },
});

/** The same words as a wrong password: the login must not tell who has an account. */
export const UnknownPhone = meta.story({
  play: async ({ canvasElement }) => {
    await expect(await loginAlert(canvasElement, '089900001111')).toHaveTextContent(
      'Nomor telepon atau password salah.',
    );
  },
});

/** The gateway slows repeated failures down with 429; the shopper reads why, in Indonesian. */
export const TooManyFailedLogins = meta.story({
  parameters: gatewayWith(
    failing(
      'post',
      '/connect/token',
      429,
      'Terlalu banyak percobaan login yang gagal. Coba lagi dalam 15 menit.',
    ),
  ),
  play: async ({ canvasElement }) => {
    const alert = await loginAlert(canvasElement, '081234567890');
    await expect(alert).toHaveTextContent('Login gagal');
    await expect(alert).toHaveTextContent(
      'Terlalu banyak percobaan login yang gagal. Coba lagi dalam 15 menit.',
    );
    await expectNoGlobalError();
  },
});

export const InactiveAccount = meta.story({
  play: async ({ canvasElement }) => {
    await expect(await loginAlert(canvasElement, '081377778888')).toHaveTextContent(
      /Akun belum diaktifkan/,
    );
    await expect(cookieNames()).not.toContain('access_token');
  },
});

export const ServerDown = meta.story({
  parameters: gatewayWith(failing('post', '/connect/token', 500, 'Database timeout')),
  play: async ({ canvasElement }) => {
    const alert = await loginAlert(canvasElement, '081234567890');
    await expect(alert).toHaveTextContent(
      'Server sedang bermasalah. Silakan coba lagi beberapa saat lagi.',
    );
    await expect(alert).not.toHaveTextContent('Database timeout');
    await expectNoGlobalError();
  },
});

export const Offline = meta.story({
  parameters: gatewayWith(offline('post', '/connect/token')),
  play: async ({ canvasElement }) => {
    await expect(await loginAlert(canvasElement, '081234567890')).toHaveTextContent(
      'Tidak dapat terhubung ke server. Periksa koneksi internetmu lalu coba lagi.',
    );
    await expect(within(canvasElement).getByRole('textbox', { name: 'No. Telp' })).toHaveValue(
      '081234567890',
    );
  },
});

export const ProfileFailsAfterToken = meta.story({
  parameters: gatewayWith(failing('get', '/api/Customer')),
  play: async ({ canvasElement }) => {
    await expect(await loginAlert(canvasElement, '081234567890')).toHaveTextContent(
      /Server sedang bermasalah/,
    );
    // No half session: the token that came without a profile is gone again.
    await expect(cookieNames()).not.toContain('access_token');
    await expect(cookieNames()).not.toContain('customer_profile');
  },
});

const heldToken = heldUntilReleased('post', '/connect/token');

export const SigningInIgnoresDoubleClicks = meta.story({
  ...heldToken.story,
  play: async ({ canvasElement }) => {
    const login = await fillInLogin(canvasElement, '081234567890', 'Kopi!2024');
    await userEvent.dblClick(login);
    await userEvent.click(login);
    // Busy while the request waits for its answer, and still named by what it says.
    await expect(login).toHaveAttribute('aria-disabled', 'true');
    await expect(login).toHaveAccessibleName('Login');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await heldToken.releaseAndExpectOnce(() =>
      page.getByRole('alertdialog', { name: 'Selamat datang kembali!' }),
    );
  },
});

export const AlreadySignedIn = meta.story({
  parameters: { session: 'siti' },
  play: async ({ canvasElement }) => {
    await expectLocation('/main/profile');
    await findScreen(canvasElement, 'Siti Rahayu');
  },
});

/** A guest who opened /main/cart (a bookmark, an expired session) logs in and goes on there. */
export const GuestSentByTheGuardGoesOn = meta.story({
  parameters: { route: '/main/cart' },
  play: async ({ canvasElement }) => {
    await expectLocation('/login?from=%2Fmain%2Fcart');
    await logInThroughTheForm(canvasElement, 'siti');
    await expectLocation('/main/cart');
    await findScreen(canvasElement, 'Keranjang');
  },
});

/** A crafted ?from= never sends the shopper off the shop, nor back into the account pages. */
export const HostileReturnPathGoesToProfile = meta.story({
  parameters: { route: '/login?from=/%09/evil.example' },
  play: async ({ canvasElement }) => {
    await logInThroughTheForm(canvasElement, 'siti');
    await expectLocation('/main/profile');
  },
});

export const GoogleExistingCustomer = meta.story({
  play: async ({ canvasElement }) => {
    await chooseGoogleAccount(canvasElement, /siti\.rahayu@example\.com/);
    await findAlert('Selamat datang, Siti!');
    await expect(decodeURIComponent(document.cookie)).toContain('"lastName":"Rahayu"');
    await dismissAlert('Selamat datang, Siti!');
    await expectLocation('/main/profile');
  },
});

export const GoogleNewAccountMobile = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    await chooseGoogleAccount(canvasElement, /dewi\.lestari@example\.com/);
    await expectLocation('/lengkapi-profil');
    const handedOver = JSON.parse(sessionStorage.getItem('federatedLogin') ?? 'null');
    await expect(handedOver).toEqual(
      expect.objectContaining({
        givenName: 'Dewi',
        name: 'Dewi Lestari',
        email: 'dewi.lestari@example.com',
        userId: expect.stringMatching(/^google-/),
        accessToken: expect.stringMatching(/.+/),
      }),
    );
    // No customer session yet: the shop would answer 401 to a token without a profile.
    await expect(cookieNames()).not.toContain('access_token');
    await expect(cookieNames()).not.toContain('customer_profile');
    await expectNoGlobalError();
  },
});

export const GoogleLoginRefused = meta.story({
  parameters: gatewayWith(
    failing('post', '/api/Account/GoogleLogin', 400, {
      error: 'invalid_grant',
      error_description: 'Token Google tidak valid.',
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await chooseGoogleAccount(canvasElement, /andi\.pratama/);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Token Google tidak valid.');
    await expect(cookieNames()).not.toContain('access_token');
    await expectLocation('/login');
  },
});
