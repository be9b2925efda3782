import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import { requestCustomerToken } from '@/api/auth';
import { activateCustomer } from '@/api/customer';
import ActivationScreen from './ActivationScreen';
import {
  AuthStoryApp,
  desktop,
  expectLocation,
  expectNoGlobalError,
  expectSentOnce,
  mobile,
  watchGlobalErrors,
} from './storySupport';

/** Rina's account in the mock's seed: registered, waiting for this link. */
const PENDING_ALIAS = 'act-7f3c9a2e5b14';

const activations = fn();
const watchActivations = http.get('*/api/Customer/Activation/:alias', ({ params }) => {
  activations(params.alias);
});

const meta = {
  title: 'Screens/Auth/Activation',
  component: ActivationScreen,
  parameters: { route: `/Activation/${PENDING_ALIAS}`, msw: { handlers: [watchActivations] } },
  globals: desktop,
  beforeEach: () => {
    activations.mockClear();
    return watchGlobalErrors();
  },
  render: () => (
    <AuthStoryApp path="/Activation/:alias">
      <Route path="/Activation/:alias">
        <ActivationScreen />
      </Route>
    </AuthStoryApp>
  ),
} satisfies Meta<typeof ActivationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ActivatedDesktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Akun kamu sudah aktif!' }),
    ).toBeVisible();
    await expectSentOnce(activations);
    await expect(activations).toHaveBeenCalledWith(PENDING_ALIAS);
    // The account really is active now: Rina can sign in.
    const token = await requestCustomerToken({ phone: '081377778888', password: 'Kopi!2024' });
    await expect(token.access_token).not.toBe('');
    await userEvent.click(canvas.getByRole('link', { name: 'Login sekarang' }));
    await expectLocation('/login');
    await expectNoGlobalError();
  },
};

export const ActivatingMobile: Story = {
  globals: mobile,
  parameters: {
    // Its own alias: the request never ends, and later stories must not join it.
    route: '/Activation/act-lambat',
    msw: {
      handlers: [
        http.get('*/api/Customer/Activation/:alias', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aktivasi akun' })).toBeVisible();
    await expect(canvas.getByText('Sedang mengaktifkan akun kamu ...')).toHaveAttribute(
      'role',
      'status',
    );
    await expect(canvas.queryByRole('link', { name: 'Login sekarang' })).toBeNull();
  },
};

export const LinkAlreadyUsed: Story = {
  beforeEach: async () => {
    await activateCustomer(PENDING_ALIAS);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Tautan aktivasi sudah dipakai' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Akun ini sudah aktif sebelumnya. Silakan login dengan nomor telepon dan password kamu.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login sekarang' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expectNoGlobalError();
  },
};

export const UnknownLinkMobile: Story = {
  globals: mobile,
  parameters: { route: '/Activation/act-tidak-ada' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Tautan aktivasi tidak valid' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Daftar ulang' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.queryByRole('link', { name: 'Login sekarang' })).toBeNull();
    await expectNoGlobalError();
  },
};

export const ServerDownThenRetry: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(
        '*/api/Customer/Activation/:alias',
        () =>
          HttpResponse.json(
            { error: 'server_error', error_description: 'Database timeout' },
            { status: 500 },
          ),
        { once: true },
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Aktivasi belum berhasil' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Server sedang bermasalah. Silakan coba lagi beberapa saat lagi.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 1, name: 'Akun kamu sudah aktif!' }),
      ).toBeVisible(),
    );
    await expectNoGlobalError();
  },
};
