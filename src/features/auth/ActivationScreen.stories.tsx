import { expectLinkTo, mobile } from '@kit/dom';
import { failingOnce, gatewayWith, neverAnswering, spyOnRequests } from '@kit/gateway';
import { expectNoGlobalError, findScreen, screenStory } from '@kit/story';
import { PENDING_ACTIVATION_ALIAS } from '@mocks/seed/customers';
import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { requestCustomerToken } from '@/api/auth';
import { activateCustomer } from '@/api/customer/calls';
import ActivationScreen from './ActivationScreen';
import { expectSentToLogIn } from './loginScreenStory';

const ACTIVATION = '/api/Customer/Activation/:alias';

const activation = spyOnRequests('get', ACTIVATION);

/** The link in Rina's e-mail: her account in the mock's seed is registered, waiting for it. */
const meta = preview.meta({
  title: 'Screens/Auth/Activation',
  component: ActivationScreen,
  ...screenStory({
    route: `/Activation/${PENDING_ACTIVATION_ALIAS}`,
    spies: [activation],
    watchesGlobalErrors: true,
  }),
});

export const ActivatedDesktop = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await findScreen(canvasElement, 'Akun kamu sudah aktif!');
    // One activation for one visit of the link (and, as Rina can sign in below, for hers).
    await activation.expectOnce(() =>
      canvas.getByRole('heading', { level: 1, name: 'Akun kamu sudah aktif!' }),
    );
    // The account really is active now: Rina can sign in.
    const token = await requestCustomerToken({ phone: '081377778888', password: 'Kopi!2024' });
    await expect(token.access_token).not.toBe('');
    await userEvent.click(canvas.getByRole('link', { name: 'Login sekarang' }));
    await expectSentToLogIn(canvasElement);
  },
});

export const ActivatingMobile = meta.story({
  globals: mobile,
  parameters: {
    // Its own alias: the request never ends, and later stories must not join it.
    route: '/Activation/act-lambat',
    ...gatewayWith(neverAnswering('get', ACTIVATION)),
  },
  play: async ({ canvas, canvasElement }) => {
    await findScreen(canvasElement, 'Aktivasi akun');
    await expect(canvas.getByText('Sedang mengaktifkan akun kamu ...')).toHaveAttribute(
      'role',
      'status',
    );
    await expect(canvas.queryByRole('link', { name: 'Login sekarang' })).toBeNull();
  },
});

export const LinkAlreadyUsed = meta.story({
  beforeEach: async () => {
    await activateCustomer(PENDING_ACTIVATION_ALIAS);
  },
  play: async ({ canvas, canvasElement }) => {
    await findScreen(canvasElement, 'Tautan aktivasi sudah dipakai');
    await expect(
      canvas.getByText(
        'Akun ini sudah aktif sebelumnya. Silakan login dengan nomor telepon dan password kamu.',
      ),
    ).toBeVisible();
    await expectLinkTo(canvas, 'Login sekarang', '/login');
    await expectNoGlobalError();
  },
});

export const UnknownLinkMobile = meta.story({
  globals: mobile,
  parameters: { route: '/Activation/act-tidak-ada' },
  play: async ({ canvas, canvasElement }) => {
    await findScreen(canvasElement, 'Tautan aktivasi tidak valid');
    await expectLinkTo(canvas, 'Daftar ulang', '/register');
    await expect(canvas.queryByRole('link', { name: 'Login sekarang' })).toBeNull();
    await expectNoGlobalError();
  },
});

export const ServerDownThenRetry = meta.story({
  parameters: gatewayWith(failingOnce('get', ACTIVATION, 500, 'Database timeout')),
  play: async ({ canvas, canvasElement }) => {
    await findScreen(canvasElement, 'Aktivasi belum berhasil');
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
});
