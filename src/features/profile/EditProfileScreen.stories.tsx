import { expectLinkTo, findLoadError, findModal, mobile } from '@kit/dom';
import { neverAnswering, offlineOnce } from '@kit/gateway';
import { findScreen, guestIsSentToLogin, screenStory } from '@kit/story';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import EditProfileScreen from './EditProfileScreen';
import { dropProfileCookie, expectProfileNotFound } from './profileStory';

/** The form as the storefront shows it at /main/edit-profile, behind the real guard. */
const meta = preview.meta({
  title: 'Screens/Profile/EditProfileScreen',
  component: EditProfileScreen,
  ...screenStory({ route: '/main/edit-profile', session: 'siti' }),
});

/** The screen once its chunk has loaded through the real route table. */
const editProfileScreen = (canvasElement: HTMLElement) => findScreen(canvasElement, 'My Profile');

async function filledForm(canvasElement: HTMLElement) {
  const canvas = await editProfileScreen(canvasElement);
  const firstName = await canvas.findByRole('textbox', { name: 'Nama Depan' });
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Simpan' })).toBeEnabled());
  return { canvas, firstName };
}

export const CustomerDesktop = meta.story({
  play: async ({ canvasElement }) => {
    const { canvas, firstName } = await filledForm(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expectLinkTo(canvas, 'Kembali ke profil', '/main/profile?tab=profile');
    await expect(firstName).toHaveValue('Siti');
    await expect(canvas.getByRole('textbox', { name: 'Nama Belakang' })).toHaveValue('Rahayu');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'siti.rahayu@example.com',
    );
    await expect(canvas.getByRole('textbox', { name: 'No. Telp' })).toHaveValue('081234567890');
    await expect(canvas.getByLabelText('Tanggal Lahir', { exact: false })).toHaveValue(
      '1992-08-17',
    );
  },
});

export const CustomerMobile = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const { canvas, firstName } = await filledForm(canvasElement);
    // Keyboard only: into the first field, change it, on to Save and press it.
    firstName.focus();
    await userEvent.keyboard('{Control>}a{/Control}Ayu');
    await expect(firstName).toHaveValue('Ayu');
    canvas.getByRole('button', { name: 'Simpan' }).focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await findModal('Kamu yakin?', 'alertdialog');
    // Focus starts on the safe choice.
    await expect(within(confirm).getByRole('button', { name: 'Tidak, Batalkan' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await findModal('Sukses!', 'alertdialog')).toHaveTextContent(
      'Profil berhasil diperbaharui',
    );
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(neverAnswering('get', '/api/Customer'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await editProfileScreen(canvasElement);
    await expect(canvas.getByText('Memuat profil…')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Simpan' })).toBeDisabled();
  },
});

export const LoadFailsThenRetry = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(offlineOnce('get', '/api/Customer'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await editProfileScreen(canvasElement);
    const { retry } = await findLoadError(
      canvasElement,
      'Tidak dapat terhubung ke server. Periksa koneksi internetmu lalu coba lagi.',
    );
    await userEvent.click(retry);
    await expect(await canvas.findByRole('textbox', { name: 'Nama Depan' })).toHaveValue('Siti');
  },
});

export const WithoutProfileCookie = meta.story({
  beforeEach: dropProfileCookie,
  play: async ({ canvasElement }) => {
    await editProfileScreen(canvasElement);
    await expectProfileNotFound(canvasElement);
  },
});

export const GuestIsSentToLogin = meta.story(guestIsSentToLogin);
