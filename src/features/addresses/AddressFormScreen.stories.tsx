import { findModal, modalGone, page } from '@kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import { getShipmentAddress, listShipmentAddresses } from '@/api/addresses';
import AddressFormScreen from './AddressFormScreen';
import {
  budiHome,
  chooseRegion,
  chooseTebet,
  expectTyped,
  field,
  regionTrigger,
  typeAddress,
} from './addressFormStory';
import { CurrentLocation } from './storySupport';

const SHIPPING = '*/api/Shipping';
const serverDown = () =>
  HttpResponse.json(
    { error: 'server_error', error_description: 'upstream timeout' },
    { status: 500 },
  );

const meta = {
  title: 'Screens/Addresses/AddressForm',
  component: AddressFormScreen,
  parameters: { session: 'budi', route: '/main/address-form' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => (
    <>
      <Route path="/main/address-form">
        <AddressFormScreen />
      </Route>
      <Route path="/main/address-form/:alias">
        <AddressFormScreen />
      </Route>
      <CurrentLocation />
    </>
  ),
} satisfies Meta<typeof AddressFormScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

function location(canvasElement: HTMLElement) {
  return within(canvasElement).getByTestId('current-location');
}

function submit(canvasElement: HTMLElement) {
  return userEvent.click(within(canvasElement).getByRole('button', { name: 'Simpan alamat' }));
}

async function dismiss(title: string) {
  const alert = await findModal(title, 'alertdialog');
  await userEvent.click(within(alert).getByRole('button', { name: 'Okay!' }));
  await modalGone('alertdialog');
}

export const NewAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tambah Alamat' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kembali' })).toHaveAttribute(
      'href',
      '/main/profile',
    );
    // Nothing can be chosen below a region that is not chosen yet.
    await expect(regionTrigger(canvasElement, 'Kota/Kabupaten')).toBeDisabled();
    await expect(canvas.getByText('Pilih provinsi terlebih dahulu')).toBeVisible();

    await typeAddress(canvasElement, budiHome);
    await chooseTebet(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Jadikan alamat utama' }));
    await submit(canvasElement);

    const saved = await findModal('Berhasil!', 'alertdialog');
    await expect(saved).toHaveAccessibleDescription('Alamat berhasil disimpan');
    await userEvent.click(within(saved).getByRole('button', { name: 'Okay!' }));
    await waitFor(() =>
      expect(location(canvasElement)).toHaveTextContent('/main/profile?tab=alamat'),
    );

    const [stored, ...others] = await listShipmentAddresses();
    await expect(others).toHaveLength(0);
    await expect(stored).toMatchObject({
      ...budiHome,
      province: 'DKI Jakarta',
      provinceId: '6',
      city: 'Jakarta Selatan',
      cityId: '153',
      subDistrict: 'Tebet',
      subDistrictId: '15310',
      isDefault: true,
    });
  },
};

export const NewAddressMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const name = field(canvasElement, 'Label alamat');
    const pic = field(canvasElement, 'Nama penerima');
    // One column: each field below the one before.
    await expect(pic.getBoundingClientRect().top).toBeGreaterThan(
      name.getBoundingClientRect().bottom,
    );
    await waitFor(() => expect(regionTrigger(canvasElement, 'Provinsi')).toBeEnabled());
    const save = within(canvasElement).getByRole('button', { name: 'Simpan alamat' });
    await expect(save.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};

export const ReturnsWhereTheShopperCameFrom: Story = {
  parameters: { route: '/main/address-form?from=%2Fmain%2Fcheckout' },
  play: async ({ canvasElement }) => {
    await typeAddress(canvasElement, budiHome);
    await chooseTebet(canvasElement);
    await submit(canvasElement);
    await dismiss('Berhasil!');
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/main\/checkout$/));
  },
};

export const EmptySubmitShowsEveryMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(regionTrigger(canvasElement, 'Provinsi')).toBeEnabled());
    await submit(canvasElement);
    for (const message of [
      'Label alamat tidak boleh kosong!',
      'Nama penerima tidak boleh kosong!',
      'No. Telp penerima tidak boleh kosong!',
      'Provinsi harus dipilih!',
      'Kota/Kabupaten harus dipilih!',
      'Kecamatan harus dipilih!',
      'Kode POS tidak boleh kosong!',
      'Alamat lengkap tidak boleh kosong!',
      'Patokan tidak boleh kosong!',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    // The shopper lands on the first thing to fix, and nothing was sent.
    await waitFor(() => expect(field(canvasElement, 'Label alamat')).toHaveFocus());
    await expect(field(canvasElement, 'Label alamat')).toHaveAccessibleDescription(
      /Label alamat tidak boleh kosong!/,
    );
    await expect(page.queryByRole('alertdialog')).toBeNull();
    await expect(await listShipmentAddresses()).toHaveLength(0);
  },
};

export const MessagesShowOnceTouched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = field(canvasElement, 'Label alamat');
    await userEvent.click(name);
    await expect(canvas.queryByText('Label alamat tidak boleh kosong!')).toBeNull();
    await userEvent.tab();
    await expect(await canvas.findByText('Label alamat tidak boleh kosong!')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    // Fields not visited yet stay quiet.
    await expect(canvas.queryByText('Patokan tidak boleh kosong!')).toBeNull();

    await userEvent.type(name, 'Kos');
    await waitFor(() =>
      expect(canvas.queryByText('Label alamat tidak boleh kosong!')).not.toBeInTheDocument(),
    );
  },
};

export const InvalidPostalCodeKeepsWhatWasTyped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const typed = { ...budiHome, postalCode: '1281' };
    await typeAddress(canvasElement, typed);
    await chooseTebet(canvasElement);
    await expect(await canvas.findByText('Kode POS harus terdiri dari 5 angka.')).toBeVisible();

    for (const wrong of ['128100', '12a10']) {
      await typeAddress(canvasElement, { postalCode: wrong });
      await userEvent.tab();
      await expect(canvas.getByText('Kode POS harus terdiri dari 5 angka.')).toBeVisible();
    }
    await submit(canvasElement);
    await waitFor(() => expect(field(canvasElement, 'Kode POS')).toHaveFocus());
    await expectTyped(canvasElement, { ...typed, postalCode: '12a10' });
    await expect(regionTrigger(canvasElement, 'Kecamatan')).toHaveTextContent('Tebet');
    await expect(await listShipmentAddresses()).toHaveLength(0);

    await typeAddress(canvasElement, { postalCode: '12810' });
    await waitFor(() =>
      expect(canvas.queryByText('Kode POS harus terdiri dari 5 angka.')).not.toBeInTheDocument(),
    );
  },
};

export const InvalidPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await typeAddress(canvasElement, { mobileNumber: '0812' });
    await userEvent.tab();
    await expect(
      await within(canvasElement).findByText(
        'No. Telp harus diawali 0 atau +62 dan terdiri dari 9–15 angka.',
      ),
    ).toBeVisible();
  },
};

export const ProvinceResetsCityAndSubDistrict: Story = {
  play: async ({ canvasElement }) => {
    await chooseTebet(canvasElement);
    await chooseRegion(canvasElement, 'Provinsi', 'Jawa Barat');
    await waitFor(() => expect(regionTrigger(canvasElement, 'Kota/Kabupaten')).toBeEnabled());
    await expect(regionTrigger(canvasElement, 'Kota/Kabupaten')).toHaveTextContent(
      'Pilih salah satu',
    );
    await expect(regionTrigger(canvasElement, 'Kecamatan')).toBeDisabled();
    await expect(
      within(canvasElement).getByText('Pilih kota/kabupaten terlebih dahulu'),
    ).toBeVisible();

    // The new province's cities, not Jakarta's.
    await userEvent.click(regionTrigger(canvasElement, 'Kota/Kabupaten'));
    const listbox = await page.findByRole('listbox');
    // Options, not pixels: the list may still be fading in.
    await expect(
      within(listbox).getByRole('option', { name: 'Kabupaten Bandung' }),
    ).toBeInTheDocument();
    await expect(within(listbox).queryByRole('option', { name: 'Jakarta Selatan' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

export const RegionListsLoading: Story = {
  parameters: { msw: { handlers: [http.post(SHIPPING, () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    const province = regionTrigger(canvasElement, 'Provinsi');
    await expect(province).toBeDisabled();
    await expect(province).toHaveTextContent('Memuat pilihan…');
    // The rest of the form is usable meanwhile.
    await typeAddress(canvasElement, { name: 'Rumah' });
    await expectTyped(canvasElement, { name: 'Rumah' });
  },
};

export const ProvinceListFailsThenReloads: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { msw: { handlers: [http.post(SHIPPING, serverDown, { once: true })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Daftar provinsi gagal dimuat.')).toBeVisible();
    // The screen says it itself: no global 'Error!' dialog.
    await expect(page.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Muat ulang Provinsi' }));
    await chooseRegion(canvasElement, 'Provinsi', 'DKI Jakarta');
    await expect(canvas.queryByText('Daftar provinsi gagal dimuat.')).toBeNull();
  },
};

export const CityListFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(SHIPPING, async ({ request }) => {
          const { path } = (await request.clone().json()) as { path: string };
          // Only the city list fails; every other proxy call goes on to the mock gateway.
          return path.startsWith('city') ? serverDown() : undefined;
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseRegion(canvasElement, 'Provinsi', 'DKI Jakarta');
    await expect(await canvas.findByText('Daftar kota/kabupaten gagal dimuat.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Muat ulang Kota/Kabupaten' })).toBeVisible();
    await expect(regionTrigger(canvasElement, 'Provinsi')).toHaveTextContent('DKI Jakarta');
  },
};

export const SaveFailsKeepsTheForm: Story = {
  parameters: {
    msw: { handlers: [http.post('*/api/ShipmentAddress', serverDown, { once: true })] },
  },
  play: async ({ canvasElement }) => {
    await typeAddress(canvasElement, budiHome);
    await chooseTebet(canvasElement);
    await submit(canvasElement);

    const failed = await findModal('Gagal!', 'alertdialog');
    await expect(failed).toHaveAccessibleDescription(
      'Alamat belum tersimpan. Terjadi kesalahan pada server, coba beberapa saat lagi.',
    );
    await userEvent.click(within(failed).getByRole('button', { name: 'Okay!' }));
    await modalGone('alertdialog');
    await expect(location(canvasElement)).toHaveTextContent('/main/address-form');
    await expectTyped(canvasElement, budiHome);
    await expect(regionTrigger(canvasElement, 'Kecamatan')).toHaveTextContent('Tebet');

    // The gateway is back: the same form saves as it is.
    await submit(canvasElement);
    await dismiss('Berhasil!');
    await expect(await listShipmentAddresses()).toHaveLength(1);
  },
};

export const SaveRefusedSaysWhy: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/ShipmentAddress', () =>
          HttpResponse.json(
            {
              error: 'invalid_request',
              error_description: 'Kamu bisa menyimpan maksimal 20 alamat.',
            },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await typeAddress(canvasElement, budiHome);
    await chooseTebet(canvasElement);
    await submit(canvasElement);
    const failed = await findModal('Gagal!', 'alertdialog');
    await expect(failed).toHaveAccessibleDescription(
      'Alamat belum tersimpan. Kamu bisa menyimpan maksimal 20 alamat.',
    );
  },
};

/** Saves that reached the gateway in the story below. */
let savesSent = 0;

export const SavingIsBusyAndSavesOnce: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/ShipmentAddress', async () => {
          savesSent += 1;
          await delay(700);
          // Nothing returned: the mock gateway's own handler stores the address.
          return undefined;
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    savesSent = 0;
    await typeAddress(canvasElement, budiHome);
    await chooseTebet(canvasElement);
    const save = within(canvasElement).getByRole('button', { name: 'Simpan alamat' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    await expectTyped(canvasElement, budiHome);
    await userEvent.click(save);

    await findModal('Berhasil!', 'alertdialog');
    await expect(savesSent).toBe(1);
    await expect(await listShipmentAddresses()).toHaveLength(1);
  },
};

export const ScriptLookingTextIsJustText: Story = {
  play: async ({ canvasElement }) => {
    const sneaky = {
      ...budiHome,
      name: '<script>window.__pwned=1</script>',
      line1: '<img src=x onerror=alert(1)>',
    };
    await typeAddress(canvasElement, sneaky);
    await chooseTebet(canvasElement);
    await submit(canvasElement);
    await dismiss('Berhasil!');
    const [stored] = await listShipmentAddresses();
    await expect(stored?.name).toBe(sneaky.name);
    await expect(stored?.line1).toBe(sneaky.line1);
    await expect('__pwned' in window).toBe(false);
  },
};

export const EditAddress: Story = {
  parameters: { session: 'siti', route: '/main/address-form/adr-siti-kantor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ubah Alamat' }),
    ).toBeVisible();
    await waitFor(() => expect(field(canvasElement, 'Label alamat')).toHaveValue('Kantor'));
    await expectTyped(canvasElement, {
      pic: 'Siti Rahayu',
      mobileNumber: '081234567890',
      postalCode: '12950',
      line1: '',
    });
    await waitFor(() =>
      expect(regionTrigger(canvasElement, 'Kecamatan')).toHaveTextContent('Setiabudi'),
    );
    await expect(regionTrigger(canvasElement, 'Provinsi')).toHaveTextContent('DKI Jakarta');
    await expect(regionTrigger(canvasElement, 'Kota/Kabupaten')).toHaveTextContent(
      'Jakarta Selatan',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Jadikan alamat utama' })).not.toBeChecked();

    // The office never had a landmark; SPEC §5 wants one now.
    await submit(canvasElement);
    await expect(await canvas.findByText('Patokan tidak boleh kosong!')).toBeVisible();
    await typeAddress(canvasElement, { line1: 'Lobi timur', pic: 'Resepsionis Lt. 12' });
    await chooseRegion(canvasElement, 'Kecamatan', 'Kebayoran Baru');
    await submit(canvasElement);
    await dismiss('Berhasil!');
    await waitFor(() =>
      expect(location(canvasElement)).toHaveTextContent('/main/profile?tab=alamat'),
    );

    await expect(await getShipmentAddress('adr-siti-kantor')).toMatchObject({
      name: 'Kantor',
      pic: 'Resepsionis Lt. 12',
      line1: 'Lobi timur',
      subDistrict: 'Kebayoran Baru',
      subDistrictId: '15303',
      isDefault: false,
    });
  },
};

export const EditAddressMobile: Story = {
  ...EditAddress,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(field(canvasElement, 'Label alamat')).toHaveValue('Kantor'));
    await waitFor(() =>
      expect(regionTrigger(canvasElement, 'Kecamatan')).toHaveTextContent('Setiabudi'),
    );
  },
};

export const EditDefaultStaysDefault: Story = {
  parameters: { session: 'siti', route: '/main/address-form/adr-siti-rumah' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(field(canvasElement, 'Label alamat')).toHaveValue('Rumah'));
    const box = canvas.getByRole('checkbox', { name: 'Jadikan alamat utama' });
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription(
      'Ini alamat utamamu. Untuk menggantinya, jadikan alamat lain sebagai alamat utama.',
    );
    await userEvent.click(box);
    await expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const EditLoading: Story = {
  parameters: {
    session: 'siti',
    route: '/main/address-form/adr-siti-rumah',
    msw: { handlers: [http.get('*/api/ShipmentAddress/:alias', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Memuat alamat…')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Simpan alamat' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Kembali' })).toBeVisible();
  },
};

export const EditUnknownAddress: Story = {
  parameters: { session: 'siti', route: '/main/address-form/adr-tidak-ada' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Alamat tidak ditemukan' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Simpan alamat' })).toBeNull();
    await expect(page.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Lihat daftar alamat' }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/main\/address$/));
  },
};

export const EditUnknownAddressMobile: Story = {
  ...EditUnknownAddress,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const EditLoadFailsThenRetry: Story = {
  parameters: {
    session: 'siti',
    route: '/main/address-form/adr-siti-rumah',
    msw: {
      handlers: [
        http.get('*/api/ShipmentAddress/:alias', () => HttpResponse.error(), { once: true }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText('Alamat gagal dimuat')).toBeVisible();
    await expect(
      within(alert).getByText('Periksa koneksi internetmu lalu coba lagi.'),
    ).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(field(canvasElement, 'Label alamat')).toHaveValue('Rumah'));
  },
};
