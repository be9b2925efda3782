import {
  answerConfirm,
  dismissAlert,
  expectLinkTo,
  expectNotice,
  findAlert,
  findLoadError,
  findModal,
  mobile,
  modalGone,
  page,
} from '@kit/dom';
import {
  failing,
  failingOnce,
  gatewayWith,
  neverAnswering,
  offline,
  spyOnRequests,
} from '@kit/gateway';
import { sitiProfile } from '@kit/profiles';
import { expectLocation, findScreen, guestIsSentToLogin, screenStory } from '@kit/story';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { ProfileScreen } from './ProfileScreen';
import { dropProfileCookie, expectProfileNotFound } from './profileStory';

/** Requests the screen makes, seen on their way to the mock gateway (they still reach it). */
const profileLoad = spyOnRequests('get', '/api/Customer');
const addressLoad = spyOnRequests('get', '/api/ShipmentAddress');
const profileUpdate = spyOnRequests('put', '/api/Customer');
const revocation = spyOnRequests('post', '/connect/revocation');
const profileLoads = profileLoad.calls;
const addressLoads = addressLoad.calls;
const profileUpdates = profileUpdate.calls;
const watched = [profileLoad, addressLoad, profileUpdate, revocation];

/**
 * The profile as the storefront shows it at /main/profile: behind the real guard, with the
 * order history and address list the app puts in its tabs.
 */
const meta = preview.meta({
  title: 'Screens/Profile/ProfileScreen',
  component: ProfileScreen,
  ...screenStory({ route: '/main/profile', session: 'siti', spies: watched }),
});

/** The profile once its chunk has loaded through the real route table. */
const profileScreen = (canvasElement: HTMLElement, name: string | RegExp = 'Siti Rahayu') =>
  findScreen(canvasElement, name);

/** The panel of the tab called `name`, once that tab is the selected one. */
async function selectedTab(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  return within(canvas.getByRole('tabpanel', { name }));
}

async function openMyProfile(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('tab', { name: 'My Profile' }));
  return canvas.findByRole('textbox', { name: 'Nama Depan' });
}

/** Presses Simpan on 'My Profile' and answers the confirmation with `answer`. */
async function saveAndAnswer(canvasElement: HTMLElement, answer = 'Ya, Perbaharui') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Simpan' }));
  return answerConfirm(answer);
}

/** Types `name` as the first name on 'My Profile', saves it and answers with `answer`. */
async function renameAndAnswer(canvasElement: HTMLElement, name: string, answer?: string) {
  await profileScreen(canvasElement);
  const firstName = await openMyProfile(canvasElement);
  await userEvent.clear(firstName);
  await userEvent.type(firstName, name);
  return { firstName, ...(await saveAndAnswer(canvasElement, answer)) };
}

/** The 'Alamat' tab once the app's address list in it has loaded its cards. */
async function openAddresses(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Alamat' }));
  const panel = await selectedTab(canvasElement, 'Alamat');
  return panel.findByRole('list', { name: 'Alamat pengiriman' });
}

/** Budi, who has no address, is asked to add one: the reminder once it can be seen. */
const findAddressReminder = () => findModal('Lengkapi alamat pengirimanmu!');

export const CustomerDesktop = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await profileScreen(canvasElement);
    await expect(canvas.getByText('Non Member')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
    // The tabs' code may still be on its way on a cold start: their skeleton stands in.
    const tabs = within(await canvas.findByRole('tablist', { name: 'Profil' })).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Pesanan Saya',
      'My Profile',
      'Alamat',
      'Blend Dibagikan',
    ]);
    // The app puts the order history in the first tab.
    const orders = await selectedTab(canvasElement, 'Pesanan Saya');
    await expect(
      await orders.findByRole('list', { name: 'Daftar pesanan: Menunggu Pembayaran' }),
    ).toBeVisible();

    // Siti has addresses: no reminder. The reminder asked for the list first; the address
    // tab asks again, so once its cards are in, the reminder's answer has landed too.
    await waitFor(() => expect(addressLoads).toHaveBeenCalled());
    const addresses = await openAddresses(canvasElement);
    await expect(within(addresses).getAllByRole('article')).toHaveLength(2);
    await expect(page.queryByRole('dialog')).toBeNull();
  },
});

export const CustomerMobile = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = await profileScreen(canvasElement);
    await expect(await openMyProfile(canvasElement)).toHaveValue('Siti');
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
  },
});

export const TabsFollowTheAddress = meta.story({
  parameters: { route: '/main/profile?tab=alamat' },
  play: async ({ canvasElement }) => {
    const canvas = await profileScreen(canvasElement);
    // The app's address list, whose new address comes back to this tab.
    const panel = await selectedTab(canvasElement, 'Alamat');
    await expect(await panel.findByRole('list', { name: 'Alamat pengiriman' })).toBeVisible();
    await expectLinkTo(panel, 'Tambah alamat', '/main/address-form');

    await userEvent.click(canvas.getByRole('tab', { name: 'My Profile' }));
    await expectLocation('/main/profile?tab=profile');
    await expect(await canvas.findByRole('textbox', { name: 'Nama Depan' })).toHaveValue('Siti');

    // Arrow keys move between tabs, and the address follows.
    canvas.getByRole('tab', { name: 'My Profile' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Pesanan Saya' })).toHaveFocus();
    await expectLocation('/main/profile?tab=pesanan');
  },
});

export const UnknownTabOpensOrders = meta.story({
  parameters: { route: '/main/profile?tab=rahasia' },
  play: async ({ canvasElement }) => {
    await profileScreen(canvasElement);
    await selectedTab(canvasElement, 'Pesanan Saya');
  },
});

/** The screen on its own, given its panels: what each tab holds is up to the app. */
export const WithPanelsFromTheApp = meta.story({
  args: {
    ordersPanel: <p>Daftar pesanan dari fitur pesanan</p>,
    addressesPanel: <p>Daftar alamat dari fitur alamat</p>,
  },
  render: (args) => <ProfileScreen {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      'Daftar pesanan dari fitur pesanan',
    );
    await expect(canvas.queryByText('Riwayat pesananmu akan tampil di sini.')).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Alamat' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Daftar alamat dari fitur alamat');
  },
});

/** The screen on its own without panels: each tab points to the page that has it. */
export const WithoutPanelsPointsToTheirPages = meta.story({
  render: () => <ProfileScreen />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel', { name: 'Pesanan Saya' })).toHaveTextContent(
      'Riwayat pesananmu akan tampil di sini.',
    );
    await expectLinkTo(canvas, 'Lihat riwayat pesanan', '/main/order-history');
    await userEvent.click(canvas.getByRole('tab', { name: 'Alamat' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Alamat' })).toHaveTextContent(
      'Daftar alamat pengirimanmu akan tampil di sini.',
    );
    await expectLinkTo(canvas, 'Kelola alamat', '/main/address');
  },
});

export const EditName = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await profileScreen(canvasElement);
    await openMyProfile(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'No. Telp' })).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Tanggal Lahir', { exact: false })).toHaveValue(
      '1992-08-17',
    );

    const { dialog: confirm } = await renameAndAnswer(canvasElement, 'Sari');
    await expect(confirm).toHaveTextContent('Profile kamu akan diperbaharui');
    await expect(within(confirm).getByRole('button', { name: 'Tidak, Batalkan' })).toBeVisible();

    const done = await findAlert('Sukses!');
    await expect(done).toHaveTextContent('Profil berhasil diperbaharui');
    await profileUpdate.expectOnce(() => done);
    await expect(profileUpdates).toHaveBeenCalledWith([
      expect.objectContaining({
        alias: 'cus-siti-rahayu',
        firstName: 'Sari',
        lastName: 'Rahayu',
        birthday: '19920817',
      }),
    ]);
    await dismissAlert('Sukses!');

    // The profile is loaded again, and the names everywhere follow.
    await findScreen(canvasElement, 'Sari Rahayu');
    await waitFor(() =>
      expect(decodeURIComponent(document.cookie)).toContain('"firstName":"Sari"'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Nama Depan' })).toHaveValue('Sari');
  },
});

export const EditBirthday = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await profileScreen(canvasElement);
    await openMyProfile(canvasElement);
    const birthday = canvas.getByLabelText('Tanggal Lahir', { exact: false });
    await userEvent.clear(birthday);
    await userEvent.type(birthday, '1993-01-05');
    await saveAndAnswer(canvasElement);
    await findAlert('Sukses!');
    await expect(profileUpdates).toHaveBeenCalledWith([
      expect.objectContaining({ birthday: '19930105' }),
    ]);
  },
});

export const CancelKeepsTheForm = meta.story({
  play: async ({ canvasElement }) => {
    const { firstName } = await renameAndAnswer(canvasElement, 'Sari', 'Tidak, Batalkan');
    await modalGone('alertdialog');
    await expect(profileUpdates).not.toHaveBeenCalled();
    await expect(firstName).toHaveValue('Sari');
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Siti Rahayu',
    );
  },
});

export const Validation = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await profileScreen(canvasElement);
    const firstName = await openMyProfile(canvasElement);
    const lastName = canvas.getByRole('textbox', { name: 'Nama Belakang' });
    const save = canvas.getByRole('button', { name: 'Simpan' });
    await waitFor(() => expect(save).toBeEnabled());

    // Nothing is said before a field was left.
    await userEvent.clear(firstName);
    await expect(canvas.queryByText('Nama depan is required.')).toBeNull();
    await expect(save).toBeDisabled();
    await userEvent.tab();
    await expect(firstName).toHaveAccessibleDescription('Nama depan is required.');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(lastName);
    await userEvent.tab();
    await expect(lastName).toHaveAccessibleDescription('Nama depan is required.');

    const birthday = canvas.getByLabelText('Tanggal Lahir', { exact: false });
    await userEvent.clear(birthday);
    await userEvent.tab();
    await expect(birthday).toHaveAccessibleDescription('Birthday is required.');

    // Fixing a field takes its message away at once.
    await userEvent.type(firstName, 'Siti');
    await expect(firstName).not.toHaveAttribute('aria-invalid');
    await userEvent.type(lastName, 'Rahayu');
    await userEvent.type(birthday, '1992-08-17');
    await expect(save).toBeEnabled();
  },
});

export const SaveFailsThenRetry = meta.story({
  parameters: gatewayWith(failingOnce('put', '/api/Customer', 500, 'Database tidak tersedia.')),
  play: async ({ canvasElement }) => {
    const { firstName } = await renameAndAnswer(canvasElement, 'Sari');
    await expect(await findAlert('Gagal!')).toHaveTextContent(
      'Profil kamu belum tersimpan. Terjadi kesalahan pada server, coba beberapa saat lagi.',
    );
    // The screen speaks for itself: the global 'Error!' dialog stays away.
    await expect(page.queryByRole('alertdialog', { name: 'Error!' })).toBeNull();
    await dismissAlert('Gagal!');
    await expect(firstName).toHaveValue('Sari');
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Siti Rahayu',
    );

    // The gateway is back: the same form saves.
    await saveAndAnswer(canvasElement);
    await expect(await findAlert('Sukses!')).toBeVisible();
  },
});

export const SaveOffline = meta.story({
  parameters: gatewayWith(offline('put', '/api/Customer')),
  play: async ({ canvasElement }) => {
    const canvas = await profileScreen(canvasElement);
    await openMyProfile(canvasElement);
    const lastName = canvas.getByRole('textbox', { name: 'Nama Belakang' });
    await userEvent.type(lastName, ' Putri');
    await saveAndAnswer(canvasElement);
    await expect(await findAlert('Gagal!')).toHaveTextContent(
      'Profil kamu belum tersimpan. Periksa koneksi internetmu lalu coba lagi.',
    );
    await userEvent.keyboard('{Escape}');
    await expect(lastName).toHaveValue('Rahayu Putri');
  },
});

export const DoubleClickSavesOnce = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await profileScreen(canvasElement);
    const firstName = await openMyProfile(canvasElement);
    await userEvent.type(firstName, 'h');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Simpan' }));
    await userEvent.dblClick(
      within(await findAlert('Kamu yakin?')).getByRole('button', { name: 'Ya, Perbaharui' }),
    );
    await findAlert('Sukses!');
    await profileUpdate.expectOnce(() => expect(page.getAllByRole('alertdialog')).toHaveLength(1));
  },
});

export const EmptyNames = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/Customer', () =>
        HttpResponse.json({ ...sitiProfile, firstName: '', lastName: '' }),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await findScreen(canvasElement, '- -');
    const firstName = await openMyProfile(canvasElement);
    await expect(firstName).toHaveValue('');
    // Not touched yet: no message, but nothing to save either.
    await expect(canvas.queryByText('Nama depan is required.')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Simpan' })).toBeDisabled();
    await userEvent.type(firstName, 'Siti');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nama Belakang' }), 'Rahayu');
    await expect(canvas.getByRole('button', { name: 'Simpan' })).toBeEnabled();
  },
});

export const NamesWithMarkupStayText = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/Customer', () =>
        HttpResponse.json({
          ...sitiProfile,
          firstName: '<script>window.__profilePwned = true</script>',
          lastName: '<img src=x onerror="window.__profilePwned = true">',
        }),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: /<script>/ });
    await expect(heading).toHaveTextContent(
      '<script>window.__profilePwned = true</script> <img src=x onerror="window.__profilePwned = true">',
    );
    // The order history has product pictures of its own: none of them is the name's.
    await expect(canvasElement.querySelector('script, img[src="x"]')).toBeNull();
    const firstName = await openMyProfile(canvasElement);
    await expect(firstName).toHaveValue('<script>window.__profilePwned = true</script>');
    await expect((window as { __profilePwned?: boolean }).__profilePwned).toBeUndefined();
  },
});

export const LoadingProfile = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(neverAnswering('get', '/api/Customer'));
  },
  play: async ({ canvasElement }) => {
    // The cookie's names stand in while the profile loads.
    const canvas = await profileScreen(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'My Profile' }));
    const panel = canvas.getByRole('tabpanel', { name: 'My Profile' });
    await expect(within(panel).getByText('Memuat profil…')).toBeInTheDocument();
    await expect(within(panel).getByRole('button', { name: 'Simpan' })).toBeDisabled();
    await expect(within(panel).queryByRole('textbox')).toBeNull();
  },
});

export const LoadFailsThenRetry = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failingOnce('get', '/api/Customer', 500, 'Database tidak tersedia.'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await profileScreen(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'My Profile' }));
    const { alert, retry } = await findLoadError(canvasElement);
    await expectNotice(alert, 'Profil gagal dimuat');
    await expect(alert).toHaveTextContent('Ooops,  Something went wrong. Please try again later.', {
      normalizeWhitespace: false,
    });
    await userEvent.click(retry);
    await expect(await canvas.findByRole('textbox', { name: 'Nama Depan' })).toHaveValue('Siti');
  },
});

export const WithoutProfileCookie = meta.story({
  beforeEach: dropProfileCookie,
  play: async ({ canvasElement }) => {
    const canvas = await profileScreen(canvasElement, '- -');
    // The order history does load, asked for as the screen opened: once it is in, a
    // profile or address request made then would have reached the gateway too.
    await expect(
      await canvas.findByRole('list', { name: 'Daftar pesanan: Menunggu Pembayaran' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'My Profile' }));
    await expectProfileNotFound(canvasElement);
    await expect(profileLoads).not.toHaveBeenCalled();
    await expect(addressLoads).not.toHaveBeenCalled();
    await expect(page.queryByRole('dialog')).toBeNull();
  },
});

export const AddressReminder = meta.story({
  parameters: { session: 'budi' },
  play: async ({ canvasElement }) => {
    await profileScreen(canvasElement, 'Budi Santoso');
    const reminder = await findAddressReminder();
    await expect(reminder).toHaveTextContent(
      'Sebelum memesan, lengkapi alamat pengirimanmu terlebih dahulu dan jadikan sebagai alamat utama.',
    );
    const complete = within(reminder).getByRole('link', { name: 'Lengkapi' });
    await expect(complete).toHaveAttribute('href', '/main/address-form');
    await userEvent.click(complete);
    await findScreen(canvasElement, 'Tambah Alamat');
    await expectLocation('/main/address-form');
  },
});

export const AddressReminderMobile = meta.story({
  parameters: { session: 'budi' },
  globals: mobile,
  play: async () => {
    const reminder = await findAddressReminder();
    await expect(within(reminder).getByRole('link', { name: 'Lengkapi' })).toBeVisible();
  },
});

export const AddressReminderClosed = meta.story({
  parameters: { session: 'budi' },
  play: async ({ canvasElement }) => {
    const reminder = await findAddressReminder();
    await userEvent.click(within(reminder).getByRole('button', { name: 'Tutup' }));
    await modalGone();
    // Switching tabs does not bring it back, not even once the address tab has found the
    // list empty again.
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Alamat' }));
    const panel = canvas.getByRole('tabpanel', { name: 'Alamat' });
    await expect(
      await within(panel).findByRole('heading', { name: 'Belum ada alamat' }),
    ).toBeVisible();
    await expect(page.queryByRole('dialog')).toBeNull();
  },
});

export const AddressListFailsProfileDecides = meta.story({
  parameters: { session: 'budi', ...gatewayWith(failing('get', '/api/ShipmentAddress', 500, 'x')) },
  play: async () => {
    // Budi's profile carries no addresses either: still reminded, and no error dialog.
    await findAddressReminder();
    await expect(page.queryByRole('alertdialog', { name: 'Error!' })).toBeNull();
  },
});

export const LogOut = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await profileScreen(canvasElement);
    const token = /access_token=([^;]+)/.exec(document.cookie)?.[1];
    localStorage.setItem('selectedCategory', 'Beans');
    sessionStorage.setItem('customBlend', '{}');
    // A picture the production build's service worker kept (scripts/shopWorker.mjs).
    const pictures = await caches.open('kopi-images');
    await pictures.put('/images/Products/BN-GAYO-250-1.svg', new Response('<svg/>'));
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    const { dialog: confirm } = await answerConfirm('Ya, Keluar');
    await expect(confirm).toHaveTextContent('Kamu akan keluar dari website ...');

    const farewell = await findAlert('Berhasil!');
    await expect(farewell).toHaveTextContent('Sampai jumpa kembali!');
    await expect(document.cookie).not.toContain('access_token=');
    await expect(document.cookie).not.toContain('customer_profile=');
    // The gateway is asked to revoke the token, so a copy of it is worth nothing now.
    await waitFor(() => expect(revocation.calls).toHaveBeenCalledOnce());
    await expect(revocation.calls).toHaveBeenCalledWith(
      expect.objectContaining({ token: decodeURIComponent(token ?? '') }),
    );
    await expect(localStorage.getItem('selectedCategory')).toBeNull();
    await expect(sessionStorage.getItem('customBlend')).toBeNull();
    await waitFor(async () => expect(await caches.has('kopi-images')).toBe(false));
    // Home, not the login page the guard would have sent the customer to.
    await expectLocation('/');
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Login' })).toBeNull();

    await dismissAlert('Berhasil!');
    await findScreen(canvasElement, 'Blend Kopimu Sendiri');
    // The shell knows too: Login is back in the navbar.
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
  },
});

export const LogOutCancelled = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await profileScreen(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    await answerConfirm('Tidak, Batalkan');
    await modalGone('alertdialog');
    await expect(document.cookie).toContain('access_token=');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Siti Rahayu' })).toBeVisible();
    await expectLocation('/main/profile');
  },
});

export const GuestIsSentToLogin = meta.story(guestIsSentToLogin);
