import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import LoginScreen from './LoginScreen';
import {
  AuthStoryApp,
  cookieNames,
  desktop,
  expectLocation,
  expectNoGlobalError,
  expectSentOnce,
  mobile,
  watchGlobalErrors,
} from './storySupport';

const tokenRequests = fn();
const watchTokenRequests = http.post('*/connect/token', async ({ request }) => {
  tokenRequests(Object.fromEntries(new URLSearchParams(await request.clone().text())));
});

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  parameters: { route: '/login', msw: { handlers: [watchTokenRequests] } },
  globals: desktop,
  beforeEach: () => {
    tokenRequests.mockClear();
    return watchGlobalErrors();
  },
  render: () => (
    <AuthStoryApp path="/login">
      <LoginScreen />
    </AuthStoryApp>
  ),
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, phone: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'No. Telp' }), phone);
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  return canvas.getByRole('button', { name: 'Login' });
}

export const GuestDesktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Daftar sekarang' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('button', { name: 'Masuk dengan Google' })).toBeVisible();
    // Nothing typed yet: nothing to send, and no message shouts at the shopper.
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
    await expect(canvas.queryByText(/wajib diisi/)).toBeNull();

    const login = await fillIn(canvasElement, '081234567890', 'Kopi!2024');
    await expect(login).toBeEnabled();
    await userEvent.click(login);

    const welcome = await screen.findByRole('alertdialog', { name: 'Selamat datang kembali!' });
    await expect(tokenRequests).toHaveBeenCalledWith(
      expect.objectContaining({ grant_type: 'password', username: '081234567890' }),
    );
    await expect(cookieNames()).toEqual(
      expect.arrayContaining(['access_token', 'customer_profile']),
    );
    await expect(decodeURIComponent(document.cookie)).toContain('"firstName":"Siti"');
    await userEvent.click(within(welcome).getByRole('button', { name: 'Okay!' }));
    await expectLocation('/main/profile');
    await expectNoGlobalError();
  },
};

export const GuestMobileByKeyboard: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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

    const welcome = await screen.findByRole('alertdialog', { name: 'Selamat datang kembali!' });
    await waitFor(() =>
      expect(within(welcome).getByRole('button', { name: 'Okay!' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expectLocation('/main/profile');
  },
};

export const InvalidInputKeepsWhatWasTyped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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
    await expect(tokenRequests).not.toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await fillIn(canvasElement, '081234567890', 'Salah!123'));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Login gagal');
    await expect(alert).toHaveTextContent('Password salah.');
    // Everything typed is still there, and the shopper can try again at once.
    await expect(canvas.getByRole('textbox', { name: 'No. Telp' })).toHaveValue('081234567890');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('Salah!123');
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(cookieNames()).not.toContain('access_token');
    await expectLocation('/login');
    await expectNoGlobalError();
  },
};

export const UnknownPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await fillIn(canvasElement, '089900001111', 'Kopi!2024'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Nomor telepon belum terdaftar.',
    );
  },
};

export const InactiveAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await fillIn(canvasElement, '081377778888', 'Kopi!2024'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Akun belum diaktifkan/);
    await expect(cookieNames()).not.toContain('access_token');
  },
};

export const ServerDown: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/connect/token', () =>
          HttpResponse.json(
            { error: 'server_error', error_description: 'Database timeout' },
            { status: 500 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await fillIn(canvasElement, '081234567890', 'Kopi!2024'));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Server sedang bermasalah. Silakan coba lagi beberapa saat lagi.',
    );
    await expect(alert).not.toHaveTextContent('Database timeout');
    await expectNoGlobalError();
  },
};

export const Offline: Story = {
  parameters: {
    msw: { handlers: [http.post('*/connect/token', () => HttpResponse.error())] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await fillIn(canvasElement, '081234567890', 'Kopi!2024'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Tidak dapat terhubung ke server. Periksa koneksi internetmu lalu coba lagi.',
    );
    await expect(canvas.getByRole('textbox', { name: 'No. Telp' })).toHaveValue('081234567890');
  },
};

export const ProfileFailsAfterToken: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/Customer', () =>
          HttpResponse.json({ error: 'server_error', error_description: '' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await fillIn(canvasElement, '081234567890', 'Kopi!2024'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Server sedang bermasalah/);
    // No half session: the token that came without a profile is gone again.
    await expect(cookieNames()).not.toContain('access_token');
    await expect(cookieNames()).not.toContain('customer_profile');
  },
};

export const SigningInIgnoresDoubleClicks: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/connect/token', async ({ request }) => {
          tokenRequests(await request.clone().text());
          await delay('infinite');
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const login = await fillIn(canvasElement, '081234567890', 'Kopi!2024');
    await userEvent.dblClick(login);
    await userEvent.click(login);
    await expect(login).toHaveAttribute('aria-disabled', 'true');
    await expect(login).toHaveAccessibleName('Login');
    await expectSentOnce(tokenRequests);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const AlreadySignedIn: Story = {
  parameters: { session: 'siti' },
  play: async () => {
    await expectLocation('/main/profile');
    await expect(screen.getByRole('heading', { level: 1, name: 'Halaman profil' })).toBeVisible();
  },
};

export const GoogleExistingCustomer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk dengan Google' }));
    const chooser = await screen.findByRole('dialog', { name: 'Pilih akun Google' });
    await userEvent.click(
      within(chooser).getByRole('button', { name: /siti\.rahayu@example\.com/ }),
    );
    const welcome = await screen.findByRole('alertdialog', { name: 'Selamat datang, Siti!' });
    await expect(decodeURIComponent(document.cookie)).toContain('"lastName":"Rahayu"');
    await userEvent.click(within(welcome).getByRole('button', { name: 'Okay!' }));
    await expectLocation('/main/profile');
  },
};

export const GoogleNewAccountMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk dengan Google' }));
    const chooser = await screen.findByRole('dialog', { name: 'Pilih akun Google' });
    await userEvent.click(
      within(chooser).getByRole('button', { name: /dewi\.lestari@example\.com/ }),
    );
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
};

export const GoogleLoginRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/Account/GoogleLogin', () =>
          HttpResponse.json(
            { error: 'invalid_grant', error_description: 'Token Google tidak valid.' },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk dengan Google' }));
    const chooser = await screen.findByRole('dialog', { name: 'Pilih akun Google' });
    await userEvent.click(within(chooser).getByRole('button', { name: /andi\.pratama/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Token Google tidak valid.');
    await expect(cookieNames()).not.toContain('access_token');
    await expectLocation('/login');
  },
};
