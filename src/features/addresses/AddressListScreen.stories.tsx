import {
  expectGuestSentToLogin,
  expectLocation,
  expectSentOnce,
  failing,
  failingOnce,
  findModal,
  heldUntilReleased,
  mobile,
  modalGone,
  neverAnswering,
  offline,
  page,
  screenStory,
} from '@kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AddressListScreen from './AddressListScreen';

const LIST = '/api/ShipmentAddress';

/** The list as the storefront shows it at /main/address, behind the real guard. */
const meta = {
  title: 'Screens/Addresses/AddressList',
  component: AddressListScreen,
  ...screenStory({ route: '/main/address', session: 'siti' }),
} satisfies Meta<typeof AddressListScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The cards of the list, in the order shown. */
async function findCards(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole('list', { name: 'Alamat pengiriman' });
  return within(list).getAllByRole('article');
}

function card(canvasElement: HTMLElement, label: string) {
  return within(canvasElement).getByRole('article', { name: label });
}

export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Daftar Alamat' }),
    ).toBeVisible();

    const cards = await findCards(canvasElement);
    await expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Rumah',
      'Kantor',
    ]);

    const home = card(canvasElement, 'Rumah');
    await expect(within(home).getByText('Alamat utama')).toBeVisible();
    await expect(within(home).getByText('Siti Rahayu')).toBeVisible();
    await expect(within(home).getByText('081234567890')).toBeVisible();
    await expect(
      within(home).getByText('Jl. Cipete Raya No. 27, RT 004/RW 002, Cipete Selatan'),
    ).toBeVisible();
    await expect(within(home).getByText(/Dekat Masjid Al-Ikhlas/)).toBeVisible();
    await expect(
      within(home).getByText('Cilandak, Jakarta Selatan, DKI Jakarta 12410'),
    ).toBeVisible();
    // The default is default already: it offers no way to become it again.
    await expect(within(home).queryByRole('button', { name: /Jadikan alamat utama/ })).toBeNull();

    const office = card(canvasElement, 'Kantor');
    await expect(within(office).queryByText('Alamat utama')).toBeNull();
    await expect(within(office).getByText('tidak ada patokan')).toBeVisible();
    await expect(
      within(office).getByRole('button', { name: 'Jadikan alamat utama: Kantor' }),
    ).toBeVisible();
    await expect(within(office).getByRole('link', { name: 'Edit alamat Kantor' })).toHaveAttribute(
      'href',
      '/main/address-form/adr-siti-kantor?from=%2Fmain%2Faddress',
    );
  },
};

export const FilledMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const cards = await findCards(canvasElement);
    await expect(cards).toHaveLength(2);
    // One column: the second card sits below the first, not beside it.
    const [first, second] = cards.map((c) => c.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? 0);
    await expect(second?.left).toBe(first?.left);
  },
};

export const AddLeadsToTheForm: Story = {
  play: async ({ canvasElement }) => {
    await findCards(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Tambah alamat' }));
    await expectLocation('/main/address-form?from=%2Fmain%2Faddress');
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Tambah Alamat' }),
    ).toBeVisible();
  },
};

export const EditLeadsToTheForm: Story = {
  play: async ({ canvasElement }) => {
    await findCards(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Edit alamat Rumah' }));
    await expectLocation('/main/address-form/adr-siti-rumah?from=%2Fmain%2Faddress');
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Ubah Alamat' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [neverAnswering('get', LIST)] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Memuat daftar alamat…')).toBeInTheDocument();
    await expect(canvas.getByText('Memuat daftar alamat…').closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('list', { name: 'Alamat pengiriman' })).toBeNull();
    // Adding needs no list: the way to the form is there from the start.
    await expect(canvas.getByRole('link', { name: 'Tambah alamat' })).toBeVisible();
  },
};

export const LoadingMobile: Story = {
  ...Loading,
  globals: mobile,
};

export const Empty: Story = {
  parameters: { session: 'budi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Belum ada alamat' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Alamat pengiriman' })).toBeNull();
    // One way forward, not two identical links.
    const add = canvas.getAllByRole('link', { name: 'Tambah alamat' });
    await expect(add).toHaveLength(1);
    await userEvent.click(add[0] as HTMLElement);
    await expectLocation('/main/address-form?from=%2Fmain%2Faddress');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Tambah Alamat' }),
    ).toBeVisible();
  },
};

export const EmptyMobile: Story = {
  parameters: { session: 'budi' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Belum ada alamat' }),
    ).toBeVisible();
  },
};

export const LoadErrorThenRetry: Story = {
  parameters: {
    msw: {
      handlers: [
        failingOnce('get', LIST, 500, {
          error: 'server_error',
          error_description: 'database timeout',
        }),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText('Daftar alamat gagal dimuat')).toBeVisible();
    await expect(
      within(alert).getByText('Terjadi kesalahan pada server, coba beberapa saat lagi.'),
    ).toBeVisible();
    // The screen shows its own message: no global 'Error!' dialog on top of it.
    await expect(page.queryByRole('alertdialog')).toBeNull();

    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(await findCards(canvasElement)).toHaveLength(2);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const LoadErrorOffline: Story = {
  globals: mobile,
  parameters: { msw: { handlers: [offline('get', LIST)] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(
      within(alert).getByText('Periksa koneksi internetmu lalu coba lagi.'),
    ).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

export const MakeDefault: Story = {
  play: async ({ canvasElement }) => {
    await findCards(canvasElement);
    await userEvent.click(
      within(card(canvasElement, 'Kantor')).getByRole('button', { name: /Jadikan alamat utama/ }),
    );
    const confirm = await findModal('Kamu yakin?', 'alertdialog');
    await expect(confirm).toHaveAccessibleDescription(
      'Alamat ini akan di set default pengirimanmu',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, Simpan' }));

    const done = await findModal('Berhasil!', 'alertdialog');
    await expect(done).toHaveAccessibleDescription('Alamat berhasil di set default');
    await userEvent.click(within(done).getByRole('button', { name: 'Okay!' }));
    await modalGone('alertdialog');

    // Exclusive: the new default leads the list, the old one lost its badge.
    await waitFor(async () => {
      const cards = await findCards(canvasElement);
      await expect(within(cards[0] as HTMLElement).getByRole('heading')).toHaveTextContent(
        'Kantor',
      );
    });
    await expect(within(card(canvasElement, 'Kantor')).getByText('Alamat utama')).toBeVisible();
    await expect(within(card(canvasElement, 'Rumah')).queryByText('Alamat utama')).toBeNull();
    await expect(
      within(card(canvasElement, 'Rumah')).getByRole('button', { name: /Jadikan alamat utama/ }),
    ).toBeVisible();
    await expect(within(canvasElement).getAllByText('Alamat utama')).toHaveLength(1);
  },
};

export const Remove: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await findCards(canvasElement);
    await userEvent.click(
      within(card(canvasElement, 'Kantor')).getByRole('button', { name: 'Hapus alamat Kantor' }),
    );
    const confirm = await findModal('Kamu yakin?', 'alertdialog');
    await expect(confirm).toHaveAccessibleDescription('Alamat ini akan dihapus');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, Hapus' }));

    const done = await findModal('Berhasil!', 'alertdialog');
    await expect(done).toHaveAccessibleDescription('Alamat berhasil dihapus');
    await userEvent.click(within(done).getByRole('button', { name: 'Okay!' }));

    await waitFor(async () => expect(await findCards(canvasElement)).toHaveLength(1));
    await expect(within(canvasElement).queryByRole('article', { name: 'Kantor' })).toBeNull();
  },
};

export const CancelKeepsEverything: Story = {
  play: async ({ canvasElement }) => {
    await findCards(canvasElement);
    // By keyboard: focus the button, open the dialog, and back out with Escape.
    const remove = within(card(canvasElement, 'Rumah')).getByRole('button', {
      name: 'Hapus alamat Rumah',
    });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await findModal('Kamu yakin?', 'alertdialog');
    // Focus starts on the safe choice.
    await expect(within(confirm).getByRole('button', { name: 'Tidak, Batalkan' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await modalGone('alertdialog');
    await waitFor(() => expect(remove).toHaveFocus());

    await userEvent.click(
      within(card(canvasElement, 'Kantor')).getByRole('button', { name: /Jadikan alamat utama/ }),
    );
    const again = await findModal('Kamu yakin?', 'alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Tidak, Batalkan' }));
    await modalGone('alertdialog');

    await expect(await findCards(canvasElement)).toHaveLength(2);
    await expect(within(card(canvasElement, 'Rumah')).getByText('Alamat utama')).toBeVisible();
  },
};

export const RemoveFailsThenRetry: Story = {
  parameters: {
    msw: {
      handlers: [
        failingOnce('post', '/api/ShipmentAddress/RemoveAddress', 500, {
          error: 'server_error',
          error_description: 'deadlock',
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await findCards(canvasElement);
    const removeKantor = () =>
      userEvent.click(
        within(card(canvasElement, 'Kantor')).getByRole('button', { name: 'Hapus alamat Kantor' }),
      );

    await removeKantor();
    let confirm = await findModal('Kamu yakin?', 'alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, Hapus' }));
    const failed = await findModal('Gagal!', 'alertdialog');
    await expect(failed).toHaveAccessibleDescription(
      'Alamat belum terhapus. Terjadi kesalahan pada server, coba beberapa saat lagi.',
    );
    await userEvent.click(within(failed).getByRole('button', { name: 'Okay!' }));
    await modalGone('alertdialog');
    await expect(await findCards(canvasElement)).toHaveLength(2);

    // The gateway is back: the same action now goes through.
    await removeKantor();
    confirm = await findModal('Kamu yakin?', 'alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, Hapus' }));
    const done = await findModal('Berhasil!', 'alertdialog');
    await userEvent.click(within(done).getByRole('button', { name: 'Okay!' }));
    await waitFor(async () => expect(await findCards(canvasElement)).toHaveLength(1));
  },
};

export const MakeDefaultOffline: Story = {
  parameters: {
    msw: { handlers: [offline('put', '/api/ShipmentAddress/Default')] },
  },
  play: async ({ canvasElement }) => {
    await findCards(canvasElement);
    await userEvent.click(
      within(card(canvasElement, 'Kantor')).getByRole('button', { name: /Jadikan alamat utama/ }),
    );
    const confirm = await findModal('Kamu yakin?', 'alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, Simpan' }));
    const failed = await findModal('Gagal!', 'alertdialog');
    await expect(failed).toHaveAccessibleDescription(
      'Alamat utama belum berubah. Periksa koneksi internetmu lalu coba lagi.',
    );
    await userEvent.click(within(failed).getByRole('button', { name: 'Okay!' }));
    await modalGone('alertdialog');
    await expect(within(card(canvasElement, 'Rumah')).getByText('Alamat utama')).toBeVisible();
  },
};

const heldRemoval = heldUntilReleased('post', '/api/ShipmentAddress/RemoveAddress');

export const SlowRemoveShowsProgress: Story = {
  parameters: { msw: { handlers: [heldRemoval.handler] } },
  beforeEach: () => heldRemoval.reset(),
  play: async ({ canvasElement }) => {
    await findCards(canvasElement);
    await userEvent.click(
      within(card(canvasElement, 'Kantor')).getByRole('button', { name: 'Hapus alamat Kantor' }),
    );
    const confirm = await findModal('Kamu yakin?', 'alertdialog');
    const yes = within(confirm).getByRole('button', { name: 'Ya, Hapus' });
    await userEvent.click(yes);
    // While the call runs the choice cannot be pressed again or backed out of.
    await expect(yes).toHaveAttribute('aria-disabled', 'true');
    await expect(within(confirm).getByRole('button', { name: 'Tidak, Batalkan' })).toBeDisabled();
    await userEvent.click(yes);
    heldRemoval.release();
    await expectSentOnce(heldRemoval.calls, () =>
      page.getByRole('alertdialog', { name: 'Berhasil!' }),
    );
  },
};

export const AddressRemovedElsewhere: Story = {
  parameters: {
    msw: {
      handlers: [
        failing('put', '/api/ShipmentAddress/Default', 404, {
          error: 'not_found',
          error_description: 'Alamat adr-siti-kantor tidak ditemukan.',
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await findCards(canvasElement);
    await userEvent.click(
      within(card(canvasElement, 'Kantor')).getByRole('button', { name: /Jadikan alamat utama/ }),
    );
    const confirm = await findModal('Kamu yakin?', 'alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, Simpan' }));
    const failed = await findModal('Gagal!', 'alertdialog');
    await expect(failed).toHaveAccessibleDescription(
      'Alamat utama belum berubah. Alamat ini sudah tidak ada. Daftar alamatmu sudah dimuat ulang.',
    );
  },
};

export const ServerTextStaysText: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`*${LIST}`, () =>
          HttpResponse.json([
            {
              alias: 'adr-x',
              name: '<script>window.__pwned = true</script>',
              pic: '<img src=x onerror="window.__pwned = true">',
              mobileNumber: '081234567890',
              line1: '<b>Patokan</b>',
              line2: 'Jl. Mawar No. 1',
              province: 'DKI Jakarta',
              provinceId: '6',
              city: 'Jakarta Selatan',
              cityId: '153',
              subDistrict: 'Tebet',
              subDistrictId: '15310',
              postalCode: '1281',
              isDefault: true,
            },
          ]),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const [only] = await findCards(canvasElement);
    const shown = within(only as HTMLElement);
    await expect(
      shown.getByRole('heading', { name: '<script>window.__pwned = true</script>' }),
    ).toBeVisible();
    await expect(shown.getByText('<img src=x onerror="window.__pwned = true">')).toBeVisible();
    await expect(shown.getByText(/<b>Patokan<\/b>/)).toBeVisible();
    await expect((only as HTMLElement).querySelector('script, img, b')).toBeNull();
    await expect('__pwned' in window).toBe(false);
    // A postal code stored as a number lost its leading zero; the card shows all five digits.
    await expect(shown.getByText('Tebet, Jakarta Selatan, DKI Jakarta 01281')).toBeVisible();
  },
};

/** A guest with a bookmark or a shared link: the real guard sends them to log in first. */
export const GuestIsSentToLogin: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvasElement }) => {
    await expectGuestSentToLogin(canvasElement, '/main/address');
  },
};
