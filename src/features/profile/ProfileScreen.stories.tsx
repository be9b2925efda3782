import { findModal, modalGone } from '@kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CustomerProfile } from '@/api/customer';
import { ProfileScreen } from './ProfileScreen';
import { ProfileStoryApp } from './storySupport';

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** Requests the screen makes, seen on their way to the mock gateway (they still reach it). */
const profileLoads = fn();
const addressLoads = fn();
const profileUpdates = fn();
const watchRequests = [
  http.get('*/api/Customer', () => {
    profileLoads();
  }),
  http.get('*/api/ShipmentAddress', () => {
    addressLoads();
  }),
  http.put('*/api/Customer', async ({ request }) => {
    profileUpdates(await request.clone().json());
  }),
];

/** Siti as the gateway answers, for stories that change one thing about her. */
const siti: CustomerProfile = {
  id: 1,
  alias: 'cus-siti-rahayu',
  membershipCode: 'CUST-000101',
  userId: 'usr-081234567890',
  firstName: 'Siti',
  lastName: 'Rahayu',
  emailAddress: 'siti.rahayu@example.com',
  mobileNumber: '081234567890',
  joinDate: '20240315',
  birthday: '19920817',
  password: null,
};

const meta = {
  title: 'Screens/Profile/ProfileScreen',
  component: ProfileScreen,
  parameters: { route: '/main/profile', session: 'siti', msw: { handlers: watchRequests } },
  globals: desktop,
  beforeEach: () => {
    profileLoads.mockClear();
    addressLoads.mockClear();
    profileUpdates.mockClear();
  },
  render: (args) => (
    <ProfileStoryApp path="/main/profile">
      <ProfileScreen {...args} />
    </ProfileStoryApp>
  ),
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const location = () => screen.getByRole('status', { name: 'Lokasi' });

async function openMyProfile(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('tab', { name: 'My Profile' }));
  return canvas.findByRole('textbox', { name: 'Nama Depan' });
}

async function pressInModal(title: string, button: string) {
  const modal = await findModal(title, 'alertdialog');
  await userEvent.click(within(modal).getByRole('button', { name: button }));
}

/** Settles the address check: the list was asked for and its answer had time to land. */
async function addressCheckDone() {
  await waitFor(() => expect(addressLoads).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 300));
}

export const CustomerDesktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Siti Rahayu' })).toBeVisible();
    await expect(canvas.getByText('Non Member')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
    const tabs = within(canvas.getByRole('tablist', { name: 'Profil' })).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Pesanan Saya',
      'My Profile',
      'Alamat',
    ]);
    await expect(canvas.getByRole('tab', { name: 'Pesanan Saya' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Pesanan Saya' })).toHaveTextContent(
      'Riwayat pesananmu akan tampil di sini.',
    );
    await expect(canvas.getByRole('link', { name: 'Lihat riwayat pesanan' })).toHaveAttribute(
      'href',
      '/main/order-history',
    );
    // Siti has addresses: no reminder.
    await addressCheckDone();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const CustomerMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Siti Rahayu' })).toBeVisible();
    const firstName = await openMyProfile(canvasElement);
    await expect(firstName).toHaveValue('Siti');
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
  },
};

export const TabsFollowTheAddress: Story = {
  parameters: { route: '/main/profile?tab=alamat' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Alamat' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Alamat' })).toHaveTextContent(
      'Daftar alamat pengirimanmu akan tampil di sini.',
    );
    await expect(canvas.getByRole('link', { name: 'Kelola alamat' })).toHaveAttribute(
      'href',
      '/main/address',
    );

    await userEvent.click(canvas.getByRole('tab', { name: 'My Profile' }));
    await expect(location()).toHaveTextContent('/main/profile?tab=profile');
    await expect(await canvas.findByRole('textbox', { name: 'Nama Depan' })).toHaveValue('Siti');

    // Arrow keys move between tabs, and the address follows.
    canvas.getByRole('tab', { name: 'My Profile' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Pesanan Saya' })).toHaveFocus();
    await expect(location()).toHaveTextContent('/main/profile?tab=pesanan');
  },
};

export const UnknownTabOpensOrders: Story = {
  parameters: { route: '/main/profile?tab=rahasia' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Pesanan Saya' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const WithPanelsFromTheApp: Story = {
  args: {
    ordersPanel: <p>Daftar pesanan dari fitur pesanan</p>,
    addressesPanel: <p>Daftar alamat dari fitur alamat</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      'Daftar pesanan dari fitur pesanan',
    );
    await expect(canvas.queryByText('Riwayat pesananmu akan tampil di sini.')).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Alamat' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Daftar alamat dari fitur alamat');
  },
};

export const EditName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstName = await openMyProfile(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'No. Telp' })).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Tanggal Lahir', { exact: false })).toHaveValue(
      '1992-08-17',
    );

    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Sari');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));

    const confirm = await findModal('Kamu yakin?', 'alertdialog');
    await expect(confirm).toHaveTextContent('Profile kamu akan diperbaharui');
    await expect(within(confirm).getByRole('button', { name: 'Tidak, Batalkan' })).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, Perbaharui' }));

    const done = await findModal('Sukses!', 'alertdialog');
    await expect(done).toHaveTextContent('Profil berhasil diperbaharui');
    await expect(profileUpdates).toHaveBeenCalledTimes(1);
    await expect(profileUpdates).toHaveBeenCalledWith([
      expect.objectContaining({
        alias: 'cus-siti-rahayu',
        firstName: 'Sari',
        lastName: 'Rahayu',
        birthday: '19920817',
      }),
    ]);
    await userEvent.click(within(done).getByRole('button', { name: 'Okay!' }));

    // The profile is loaded again, and the names everywhere follow.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sari Rahayu' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(decodeURIComponent(document.cookie)).toContain('"firstName":"Sari"'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Nama Depan' })).toHaveValue('Sari');
  },
};

export const EditBirthday: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openMyProfile(canvasElement);
    const birthday = canvas.getByLabelText('Tanggal Lahir', { exact: false });
    await userEvent.clear(birthday);
    await userEvent.type(birthday, '1993-01-05');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await pressInModal('Kamu yakin?', 'Ya, Perbaharui');
    await findModal('Sukses!', 'alertdialog');
    await expect(profileUpdates).toHaveBeenCalledWith([
      expect.objectContaining({ birthday: '19930105' }),
    ]);
  },
};

export const CancelKeepsTheForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstName = await openMyProfile(canvasElement);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Sari');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await pressInModal('Kamu yakin?', 'Tidak, Batalkan');
    await modalGone('alertdialog');
    await expect(profileUpdates).not.toHaveBeenCalled();
    await expect(firstName).toHaveValue('Sari');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Siti Rahayu');
  },
};

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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
};

export const SaveFailsThenRetry: Story = {
  parameters: {
    msw: {
      handlers: [
        ...watchRequests,
        http.put(
          '*/api/Customer',
          () =>
            HttpResponse.json(
              { error: 'server_error', error_description: 'Database tidak tersedia.' },
              { status: 500 },
            ),
          { once: true },
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstName = await openMyProfile(canvasElement);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Sari');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await pressInModal('Kamu yakin?', 'Ya, Perbaharui');

    const failed = await findModal('Gagal!', 'alertdialog');
    await expect(failed).toHaveTextContent(
      'Profil kamu belum tersimpan. Terjadi kesalahan pada server, coba beberapa saat lagi.',
    );
    // The screen speaks for itself: the global 'Error!' dialog stays away.
    await expect(screen.queryByRole('alertdialog', { name: 'Error!' })).toBeNull();
    await userEvent.click(within(failed).getByRole('button', { name: 'Okay!' }));
    await expect(firstName).toHaveValue('Sari');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Siti Rahayu');

    // The gateway is back: the same form saves.
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await pressInModal('Kamu yakin?', 'Ya, Perbaharui');
    await expect(await findModal('Sukses!', 'alertdialog')).toBeVisible();
  },
};

export const SaveOffline: Story = {
  parameters: {
    msw: { handlers: [http.put('*/api/Customer', () => HttpResponse.error())] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lastName = await openMyProfile(canvasElement).then(() =>
      canvas.getByRole('textbox', { name: 'Nama Belakang' }),
    );
    await userEvent.type(lastName, ' Putri');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await pressInModal('Kamu yakin?', 'Ya, Perbaharui');
    await expect(await findModal('Gagal!', 'alertdialog')).toHaveTextContent(
      'Profil kamu belum tersimpan. Periksa koneksi internetmu lalu coba lagi.',
    );
    await userEvent.keyboard('{Escape}');
    await expect(lastName).toHaveValue('Rahayu Putri');
  },
};

export const DoubleClickSavesOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstName = await openMyProfile(canvasElement);
    await userEvent.type(firstName, 'h');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Simpan' }));
    await userEvent.dblClick(
      within(await findModal('Kamu yakin?', 'alertdialog')).getByRole('button', {
        name: 'Ya, Perbaharui',
      }),
    );
    await findModal('Sukses!', 'alertdialog');
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(1));
    await expect(profileUpdates).toHaveBeenCalledTimes(1);
  },
};

export const EmptyNames: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/Customer', () => HttpResponse.json({ ...siti, firstName: '', lastName: '' })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '- -' })).toBeVisible();
    const firstName = await openMyProfile(canvasElement);
    await expect(firstName).toHaveValue('');
    // Not touched yet: no message, but nothing to save either.
    await expect(canvas.queryByText('Nama depan is required.')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Simpan' })).toBeDisabled();
    await userEvent.type(firstName, 'Siti');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nama Belakang' }), 'Rahayu');
    await expect(canvas.getByRole('button', { name: 'Simpan' })).toBeEnabled();
  },
};

export const NamesWithMarkupStayText: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/Customer', () =>
        HttpResponse.json({
          ...siti,
          firstName: '<script>window.__profilePwned = true</script>',
          lastName: '<img src=x onerror="window.__profilePwned = true">',
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1, name: /<script>/ });
    await expect(heading).toHaveTextContent(
      '<script>window.__profilePwned = true</script> <img src=x onerror="window.__profilePwned = true">',
    );
    await expect(canvasElement.querySelector('script, img')).toBeNull();
    const firstName = await openMyProfile(canvasElement);
    await expect(firstName).toHaveValue('<script>window.__profilePwned = true</script>');
    await expect((window as { __profilePwned?: boolean }).__profilePwned).toBeUndefined();
  },
};

export const LoadingProfile: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/Customer', async () => {
        await delay('infinite');
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The cookie's names stand in while the profile loads.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Siti Rahayu' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'My Profile' }));
    const panel = canvas.getByRole('tabpanel', { name: 'My Profile' });
    await expect(within(panel).getByText('Memuat profil…')).toBeInTheDocument();
    await expect(within(panel).getByRole('button', { name: 'Simpan' })).toBeDisabled();
    await expect(within(panel).queryByRole('textbox')).toBeNull();
  },
};

export const LoadFailsThenRetry: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(
        '*/api/Customer',
        () =>
          HttpResponse.json(
            { error: 'server_error', error_description: 'Database tidak tersedia.' },
            { status: 500 },
          ),
        { once: true },
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'My Profile' }));
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Profil gagal dimuat' })).toBeVisible();
    await expect(alert).toHaveTextContent('Ooops,  Something went wrong. Please try again later.', {
      normalizeWhitespace: false,
    });
    await expect(screen.queryByRole('alertdialog', { name: 'Error!' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(await canvas.findByRole('textbox', { name: 'Nama Depan' })).toHaveValue('Siti');
  },
};

export const WithoutProfileCookie: Story = {
  beforeEach: () => {
    // Signed in, but the customer_profile cookie is gone (SPEC §2: then nothing loads).
    // biome-ignore lint/suspicious/noDocumentCookie: the story takes the cookie away on purpose
    document.cookie = 'customer_profile=; Max-Age=0; Path=/';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '- -' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'My Profile' }));
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Data profil tidak ditemukan' }),
    ).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(profileLoads).not.toHaveBeenCalled();
    await expect(addressLoads).not.toHaveBeenCalled();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const AddressReminder: Story = {
  parameters: { session: 'budi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Budi Santoso' })).toBeVisible();
    const reminder = await findModal('Lengkapi alamat pengirimanmu!');
    await expect(reminder).toHaveTextContent(
      'Sebelum memesan, lengkapi alamat pengirimanmu terlebih dahulu dan jadikan sebagai alamat utama.',
    );
    const complete = within(reminder).getByRole('link', { name: 'Lengkapi' });
    await expect(complete).toHaveAttribute('href', '/main/address-form');
    await userEvent.click(complete);
    await expect(await screen.findByRole('heading', { name: 'Form alamat' })).toBeVisible();
    await expect(location()).toHaveTextContent('/main/address-form');
  },
};

export const AddressReminderMobile: Story = {
  parameters: { session: 'budi' },
  globals: mobile,
  play: async () => {
    const reminder = await findModal('Lengkapi alamat pengirimanmu!');
    await expect(within(reminder).getByRole('link', { name: 'Lengkapi' })).toBeVisible();
  },
};

export const AddressReminderClosed: Story = {
  parameters: { session: 'budi' },
  play: async ({ canvasElement }) => {
    const reminder = await findModal('Lengkapi alamat pengirimanmu!');
    await userEvent.click(within(reminder).getByRole('button', { name: 'Tutup' }));
    await modalGone();
    // Switching tabs does not bring it back.
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Alamat' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const AddressListFailsProfileDecides: Story = {
  parameters: {
    session: 'budi',
    msw: {
      handlers: [
        http.get('*/api/ShipmentAddress', () =>
          HttpResponse.json({ error: 'server_error', error_description: 'x' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async () => {
    // Budi's profile carries no addresses either: still reminded, and no error dialog.
    await findModal('Lengkapi alamat pengirimanmu!');
    await expect(screen.queryByRole('alertdialog', { name: 'Error!' })).toBeNull();
  },
};

export const LogOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    localStorage.setItem('selectedCategory', 'Beans');
    sessionStorage.setItem('customBlend', '{}');
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));

    const confirm = await findModal('Kamu yakin?', 'alertdialog');
    await expect(confirm).toHaveTextContent('Kamu akan keluar dari website ...');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, Keluar' }));

    const farewell = await findModal('Berhasil!', 'alertdialog');
    await expect(farewell).toHaveTextContent('Sampai jumpa kembali!');
    await expect(document.cookie).not.toContain('access_token=');
    await expect(document.cookie).not.toContain('customer_profile=');
    await expect(localStorage.getItem('selectedCategory')).toBeNull();
    await expect(sessionStorage.getItem('customBlend')).toBeNull();
    // Home, not the login page the guard would have sent the customer to.
    await expect(location()).toHaveTextContent(/^\/$/);
    await expect(screen.queryByRole('heading', { name: 'Halaman login' })).toBeNull();

    await userEvent.click(within(farewell).getByRole('button', { name: 'Okay!' }));
    await modalGone('alertdialog');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Beranda' })).toBeVisible();
  },
};

export const LogOutCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    await pressInModal('Kamu yakin?', 'Tidak, Batalkan');
    await modalGone('alertdialog');
    await expect(document.cookie).toContain('access_token=');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Siti Rahayu' })).toBeVisible();
    await expect(location()).toHaveTextContent('/main/profile');
  },
};
