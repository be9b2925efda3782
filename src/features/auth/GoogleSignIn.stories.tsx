import { framed, mobile } from '@kit/dom';
import { gatewayWith } from '@kit/gateway';
import { HttpResponse, http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { GoogleSignIn } from './GoogleSignIn';
import { GIS_SCRIPT_URL, type GoogleAccountsId } from './googleIdentityServices';

const meta = preview.meta({
  title: 'Parts/Auth/GoogleSignIn',
  component: GoogleSignIn,
  args: { onCredential: fn(), mode: { kind: 'offline-chooser' } as const },
  decorators: [framed({ maxWidth: 420 })],
});

const gisScripts = () => document.querySelectorAll(`script[src="${GIS_SCRIPT_URL}"]`);

export const OfflineChooser = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Masuk dengan Google' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pilih akun Google' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Siti Rahayu/ }));
    await expect(args.onCredential).toHaveBeenCalledWith(
      'mock-google:kopi-demo.apps.googleusercontent.com:siti.rahayu@example.com:Siti:Rahayu',
    );
    // Offline means offline: Google's script is never asked for.
    await expect(gisScripts()).toHaveLength(0);
  },
});

export const Pending = meta.story({
  globals: mobile,
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Masuk dengan Google' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
});

const initialize = fn();
const renderButton = fn();

/** Google's library as far as the button uses it, drawing a plain button of its own. */
const fakeGoogle: GoogleAccountsId = {
  initialize,
  renderButton: (parent, options) => {
    renderButton(options);
    const callback = initialize.mock.lastCall?.[0]?.callback;
    const button = document.createElement('button');
    button.textContent = 'Login dengan Google';
    button.addEventListener('click', () => callback?.({ credential: 'header.payload.signature' }));
    parent.replaceChildren(button);
  },
};

export const GoogleIdentityServices = meta.story({
  args: { mode: { kind: 'gis', clientId: '1234-kopi.apps.googleusercontent.com' } },
  beforeEach: () => {
    initialize.mockClear();
    renderButton.mockClear();
    window.google = { accounts: { id: fakeGoogle } };
    return () => {
      delete window.google;
    };
  },
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', {
      name: 'Login dengan Google',
    });
    await expect(initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: '1234-kopi.apps.googleusercontent.com' }),
    );
    await expect(renderButton).toHaveBeenCalledWith(
      expect.objectContaining({ theme: 'outline', text: 'signin_with', locale: 'id' }),
    );
    await userEvent.click(button);
    await expect(args.onCredential).toHaveBeenCalledWith('header.payload.signature');
  },
});

export const GoogleScriptBlocked = meta.story({
  args: { mode: { kind: 'gis', clientId: '1234-kopi.apps.googleusercontent.com' } },
  parameters: gatewayWith(http.get(GIS_SCRIPT_URL, () => HttpResponse.error())),
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(
          within(canvasElement).getByText(
            'Login dengan Google sedang tidak tersedia. Silakan login dengan nomor telepon.',
          ),
        ).toBeVisible(),
      { timeout: 5000 },
    );
    // The failed script is taken out again, so a later visit can try once more.
    await expect(gisScripts()).toHaveLength(0);
  },
});

export const NotConfigured = meta.story({
  args: { mode: { kind: 'unavailable' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('button, iframe')).toBeNull();
    await expect(gisScripts()).toHaveLength(0);
  },
});
