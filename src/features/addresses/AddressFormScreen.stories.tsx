import { TEBET } from '@kit/demo';
import {
  dismissAlert,
  expectLinkTo,
  expectNotice,
  findAlert,
  findLoadError,
  mobile,
  page,
} from '@kit/dom';
import {
  failing,
  failingOnce,
  gatewayWith,
  heldUntilReleased,
  neverAnswering,
  offlineOnce,
} from '@kit/gateway';
import { expectLocation, findScreen, guestIsSentToLogin, screenStory } from '@kit/story';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { getShipmentAddress, listShipmentAddresses } from '@/api/addresses/calls';
import AddressFormScreen from './AddressFormScreen';
import {
  budiHome,
  chooseRegion,
  chooseTebet,
  expectTyped,
  field,
  regionTrigger,
  type TypedAddress,
  typeAddress,
} from './addressFormStory';

const SHIPPING = '/api/Shipping';
const SAVE = '/api/ShipmentAddress';
const serverDown = () =>
  HttpResponse.json(
    { error: 'server_error', error_description: 'upstream timeout' },
    { status: 500 },
  );

/** The form as the storefront shows it at /main/address-form, behind the real guard. */
const meta = preview.meta({
  title: 'Screens/Addresses/AddressForm',
  component: AddressFormScreen,
  ...screenStory({ route: '/main/address-form', session: 'budi' }),
});

/** The new-address form once its chunk has loaded through the real route table. */
const newAddressForm = (canvasElement: HTMLElement) => findScreen(canvasElement, 'Tambah Alamat');

function submit(canvasElement: HTMLElement) {
  return userEvent.click(within(canvasElement).getByRole('button', { name: 'Simpan alamat' }));
}

/** Siti editing her address `alias`. */
const editing = (alias: string) => ({
  session: 'siti' as const,
  route: `/main/address-form/${alias}`,
});

/** Fills in a new address, Budi's home in Tebet unless said, and saves it. */
async function saveNewAddress(canvasElement: HTMLElement, address: TypedAddress = budiHome) {
  await newAddressForm(canvasElement);
  await typeAddress(canvasElement, address);
  await chooseTebet(canvasElement);
  await submit(canvasElement);
}

/** The save failed saying `message`; once read, the form is still on screen. */
async function saveFailsSaying(message: string) {
  await expect(await findAlert('Gagal!')).toHaveAccessibleDescription(message);
  await dismissAlert('Gagal!');
}

export const NewAddress = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await newAddressForm(canvasElement);
    await expectLinkTo(canvas, 'Kembali', '/main/profile');
    // Nothing can be chosen below a region that is not chosen yet.
    await expect(regionTrigger(canvasElement, 'Kota/Kabupaten')).toBeDisabled();
    await expect(canvas.getByText('Pilih provinsi terlebih dahulu')).toBeVisible();

    await typeAddress(canvasElement, budiHome);
    await chooseTebet(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Jadikan alamat utama' }));
    await submit(canvasElement);

    await expect(await findAlert('Berhasil!')).toHaveAccessibleDescription(
      'Alamat berhasil disimpan',
    );
    await dismissAlert('Berhasil!');
    // Back in the profile's address tab, where the new address is the one listed.
    await expectLocation('/main/profile?tab=alamat');
    const listed = await canvas.findByRole('list', { name: 'Alamat pengiriman' });
    await expect(within(listed).getByRole('article', { name: 'Rumah' })).toBeVisible();

    const [stored, ...others] = await listShipmentAddresses();
    await expect(others).toHaveLength(0);
    await expect(stored).toMatchObject({
      ...budiHome,
      ...TEBET,
      isDefault: true,
    });
  },
});

export const NewAddressMobile = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    await newAddressForm(canvasElement);
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
});

export const ReturnsWhereTheShopperCameFrom = meta.story({
  parameters: { route: '/main/address-form?from=%2Fmain%2Fcheckout' },
  play: async ({ canvasElement }) => {
    await saveNewAddress(canvasElement);
    await dismissAlert('Berhasil!');
    await expectLocation('/main/checkout');
    await findScreen(canvasElement, 'Checkout');
  },
});

export const EmptySubmitShowsEveryMessage = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await newAddressForm(canvasElement);
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
});

export const MessagesShowOnceTouched = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await newAddressForm(canvasElement);
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
});

export const InvalidPostalCodeKeepsWhatWasTyped = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await newAddressForm(canvasElement);
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
});

export const InvalidPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    await newAddressForm(canvasElement);
    await typeAddress(canvasElement, { mobileNumber: '0812' });
    await userEvent.tab();
    await expect(
      await within(canvasElement).findByText(
        'No. Telp harus diawali 0 atau +62 dan terdiri dari 9–15 angka.',
      ),
    ).toBeVisible();
  },
});

export const ProvinceResetsCityAndSubDistrict = meta.story({
  play: async ({ canvasElement }) => {
    await newAddressForm(canvasElement);
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
});

export const RegionListsLoading = meta.story({
  parameters: gatewayWith(neverAnswering('post', SHIPPING)),
  play: async ({ canvasElement }) => {
    await newAddressForm(canvasElement);
    const province = regionTrigger(canvasElement, 'Provinsi');
    await expect(province).toBeDisabled();
    await expect(province).toHaveTextContent('Memuat pilihan…');
    // The rest of the form is usable meanwhile.
    await typeAddress(canvasElement, { name: 'Rumah' });
    await expectTyped(canvasElement, { name: 'Rumah' });
  },
});

export const ProvinceListFailsThenReloads = meta.story({
  globals: mobile,
  parameters: gatewayWith(failingOnce('post', SHIPPING)),
  play: async ({ canvasElement }) => {
    const canvas = await newAddressForm(canvasElement);
    await expect(await canvas.findByText('Daftar provinsi gagal dimuat.')).toBeVisible();
    // The screen says it itself: no global 'Error!' dialog.
    await expect(page.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Muat ulang Provinsi' }));
    await chooseRegion(canvasElement, 'Provinsi', 'DKI Jakarta');
    await expect(canvas.queryByText('Daftar provinsi gagal dimuat.')).toBeNull();
  },
});

export const CityListFails = meta.story({
  parameters: gatewayWith(
    http.post(`*${SHIPPING}`, async ({ request }) => {
      const { path } = (await request.clone().json()) as { path: string };
      // Only the city list fails; every other proxy call goes on to the mock gateway.
      return path.startsWith('city') ? serverDown() : undefined;
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await newAddressForm(canvasElement);
    await chooseRegion(canvasElement, 'Provinsi', 'DKI Jakarta');
    await expect(await canvas.findByText('Daftar kota/kabupaten gagal dimuat.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Muat ulang Kota/Kabupaten' })).toBeVisible();
    await expect(regionTrigger(canvasElement, 'Provinsi')).toHaveTextContent('DKI Jakarta');
  },
});

/** A city the provider lists no kecamatan for: the field says so instead of an empty list. */
export const SubDistrictListEmpty = meta.story({
  parameters: gatewayWith(
    http.post(`*${SHIPPING}`, async ({ request }) => {
      const { path } = (await request.clone().json()) as { path: string };
      // Only the kecamatan list is empty; every other proxy call goes on to the mock gateway.
      if (!path.startsWith('subdistrict')) return undefined;
      const answer = { rajaongkir: { status: { code: 200, description: 'OK' }, results: [] } };
      return HttpResponse.json(JSON.stringify(answer));
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await newAddressForm(canvasElement);
    await chooseRegion(canvasElement, 'Provinsi', 'Jawa Barat');
    await chooseRegion(canvasElement, 'Kota/Kabupaten', 'Bogor');
    const message = 'Belum ada kecamatan untuk kota ini. Pilih kota lain atau hubungi kami.';
    await expect(await canvas.findByText(message)).toBeVisible();
    const subDistrict = regionTrigger(canvasElement, 'Kecamatan');
    await expect(subDistrict).toBeDisabled();
    await expect(subDistrict).toHaveAccessibleDescription(message);
    // Another city is still a choice away.
    await expect(regionTrigger(canvasElement, 'Kota/Kabupaten')).toBeEnabled();
  },
});

export const SaveFailsKeepsTheForm = meta.story({
  parameters: gatewayWith(failingOnce('post', SAVE)),
  play: async ({ canvasElement }) => {
    await saveNewAddress(canvasElement);
    await saveFailsSaying(
      'Alamat belum tersimpan. Terjadi kesalahan pada server, coba beberapa saat lagi.',
    );
    await expectLocation('/main/address-form');
    await expectTyped(canvasElement, budiHome);
    await expect(regionTrigger(canvasElement, 'Kecamatan')).toHaveTextContent('Tebet');

    // The gateway is back: the same form saves as it is.
    await submit(canvasElement);
    await dismissAlert('Berhasil!');
    await expect(await listShipmentAddresses()).toHaveLength(1);
  },
});

export const SaveRefusedSaysWhy = meta.story({
  parameters: gatewayWith(failing('post', SAVE, 400, 'Kamu bisa menyimpan maksimal 20 alamat.')),
  play: async ({ canvasElement }) => {
    await saveNewAddress(canvasElement);
    await saveFailsSaying('Alamat belum tersimpan. Kamu bisa menyimpan maksimal 20 alamat.');
    await expectTyped(canvasElement, budiHome);
  },
});

const heldSave = heldUntilReleased('post', SAVE);

export const SavingIsBusyAndSavesOnce = meta.story({
  ...heldSave.story,
  play: async ({ canvasElement }) => {
    await saveNewAddress(canvasElement);
    const save = within(canvasElement).getByRole('button', { name: 'Simpan alamat' });
    // Busy while the save waits for its answer, with everything typed still there.
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    await expectTyped(canvasElement, budiHome);
    await userEvent.click(save);

    await heldSave.releaseAndExpectOnce(() => page.getByRole('alertdialog', { name: 'Berhasil!' }));
    await expect(await listShipmentAddresses()).toHaveLength(1);
  },
});

export const ScriptLookingTextIsJustText = meta.story({
  play: async ({ canvasElement }) => {
    const sneaky = {
      ...budiHome,
      name: '<script>window.__pwned=1</script>',
      line1: '<img src=x onerror=alert(1)>',
    };
    await saveNewAddress(canvasElement, sneaky);
    await dismissAlert('Berhasil!');
    const [stored] = await listShipmentAddresses();
    await expect(stored?.name).toBe(sneaky.name);
    await expect(stored?.line1).toBe(sneaky.line1);
    await expect('__pwned' in window).toBe(false);
  },
});

export const EditAddress = meta.story({
  parameters: editing('adr-siti-kantor'),
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Ubah Alamat');
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
    await dismissAlert('Berhasil!');
    await expectLocation('/main/profile?tab=alamat');
    await expect(await canvas.findByRole('article', { name: 'Kantor' })).toHaveTextContent(
      'Resepsionis Lt. 12',
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
});

export const EditAddressMobile = EditAddress.extend({
  globals: mobile,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(field(canvasElement, 'Label alamat')).toHaveValue('Kantor'));
    await waitFor(() =>
      expect(regionTrigger(canvasElement, 'Kecamatan')).toHaveTextContent('Setiabudi'),
    );
  },
});

export const EditDefaultStaysDefault = meta.story({
  parameters: editing('adr-siti-rumah'),
  play: async ({ canvas, canvasElement }) => {
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
});

export const EditLoading = meta.story({
  parameters: {
    ...editing('adr-siti-rumah'),
    ...gatewayWith(neverAnswering('get', `${SAVE}/:alias`)),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Memuat alamat…')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Simpan alamat' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Kembali' })).toBeVisible();
  },
});

export const EditUnknownAddress = meta.story({
  parameters: editing('adr-tidak-ada'),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Alamat tidak ditemukan' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Simpan alamat' })).toBeNull();
    await expect(page.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Lihat daftar alamat' }));
    await expectLocation('/main/address');
    await findScreen(canvasElement, 'Daftar Alamat');
  },
});

export const EditUnknownAddressMobile = EditUnknownAddress.extend({
  globals: mobile,
});

export const EditLoadFailsThenRetry = meta.story({
  parameters: {
    ...editing('adr-siti-rumah'),
    ...gatewayWith(offlineOnce('get', `${SAVE}/:alias`)),
  },
  play: async ({ canvasElement }) => {
    const { alert, retry } = await findLoadError(canvasElement);
    await expectNotice(alert, 'Alamat gagal dimuat', 'Periksa koneksi internetmu lalu coba lagi.');
    await userEvent.click(retry);
    await waitFor(() => expect(field(canvasElement, 'Label alamat')).toHaveValue('Rumah'));
  },
});

export const GuestIsSentToLogin = meta.story(guestIsSentToLogin);

/**
 * A crafted return path ('/%09/evil.example' reads as another host once a URL parser drops
 * the tab) is refused: the save goes back to the profile's 'Alamat' tab, the form is left,
 * and nothing is saved twice.
 */
export const HostileReturnPathGoesToTheAddressTab = meta.story({
  parameters: { route: '/main/address-form?from=/%09/evil.example' },
  play: async ({ canvasElement }) => {
    await saveNewAddress(canvasElement);
    await dismissAlert('Berhasil!');
    await expectLocation('/main/profile?tab=alamat');
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Alamat pengiriman' });
    await expect(canvas.queryByRole('button', { name: 'Simpan alamat' })).toBeNull();
    await expect(await listShipmentAddresses()).toHaveLength(1);
  },
});
