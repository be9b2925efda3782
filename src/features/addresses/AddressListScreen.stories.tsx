import { TEBET } from '@kit/demo';
import {
  answerConfirm,
  dismissAlert,
  expectAnswerLocked,
  expectLinkTo,
  findAlert,
  findLoadError,
  mobile,
  modalGone,
  page,
} from '@kit/dom';
import {
  answerLostOnce,
  failing,
  failingOnce,
  gatewayWith,
  heldUntilReleased,
  neverAnswering,
  offline,
} from '@kit/gateway';
import { expectLocation, findScreen, guestIsSentToLogin, screenStory } from '@kit/story';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { retryAfterLoadError } from '@/ui/storyLoadError';
import AddressListScreen from './AddressListScreen';

const LIST = '/api/ShipmentAddress';

/** The list as the storefront shows it at /main/address, behind the real guard. */
const meta = preview.meta({
  title: 'Screens/Addresses/AddressList',
  component: AddressListScreen,
  ...screenStory({ route: '/main/address', session: 'siti' }),
});

/** The cards of the list, in the order shown. */
async function findCards(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole('list', { name: 'Alamat pengiriman' });
  return within(list).getAllByRole('article');
}

function card(canvasElement: HTMLElement, label: string) {
  return within(canvasElement).getByRole('article', { name: label });
}

/** The button called `action` on the card called `label`, once the list has loaded. */
async function cardButton(canvasElement: HTMLElement, label: string, action: string | RegExp) {
  await findCards(canvasElement);
  return within(card(canvasElement, label)).getByRole('button', { name: action });
}

/** Asks to remove the card called `label`, or to make it the default, and says yes. */
async function removeAndConfirm(canvasElement: HTMLElement, label: string) {
  await userEvent.click(await cardButton(canvasElement, label, `Hapus alamat ${label}`));
  return answerConfirm('Ya, Hapus');
}

async function makeDefaultAndConfirm(canvasElement: HTMLElement, label: string) {
  await userEvent.click(await cardButton(canvasElement, label, /Jadikan alamat utama/));
  return answerConfirm('Ya, Simpan');
}

/** The alert called `title` says `message`; then it is read and closed. */
async function readAlert(title: string, message: string) {
  await expect(await findAlert(title)).toHaveAccessibleDescription(message);
  await dismissAlert(title);
}

/** A link of the list leads to the address form, whose heading is `heading`. */
async function expectFormAfter(
  canvasElement: HTMLElement,
  link: string,
  at: string,
  heading: string,
) {
  await findCards(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('link', { name: link }));
  await expectLocation(at);
  await findScreen(canvasElement, heading);
}

export const Filled = meta.story({
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement, 'Daftar Alamat');
    const cards = await findCards(canvasElement);
    await expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Rumah',
      'Kantor',
    ]);

    const home = within(card(canvasElement, 'Rumah'));
    for (const text of [
      'Alamat utama',
      'Siti Rahayu',
      '081234567890',
      'Jl. Cipete Raya No. 27, RT 004/RW 002, Cipete Selatan',
      /Dekat Masjid Al-Ikhlas/,
      'Cilandak, Jakarta Selatan, DKI Jakarta 12410',
    ]) {
      await expect(home.getByText(text)).toBeVisible();
    }
    // The default is default already: it offers no way to become it again.
    await expect(home.queryByRole('button', { name: /Jadikan alamat utama/ })).toBeNull();

    const office = within(card(canvasElement, 'Kantor'));
    await expect(office.queryByText('Alamat utama')).toBeNull();
    await expect(office.getByText('tidak ada patokan')).toBeVisible();
    await expect(
      office.getByRole('button', { name: 'Jadikan alamat utama: Kantor' }),
    ).toBeVisible();
    await expectLinkTo(
      office,
      'Edit alamat Kantor',
      '/main/address-form/adr-siti-kantor?from=%2Fmain%2Faddress',
    );
  },
});

export const FilledMobile = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const cards = await findCards(canvasElement);
    await expect(cards).toHaveLength(2);
    // One column: the second card sits below the first, not beside it.
    const [first, second] = cards.map((c) => c.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? 0);
    await expect(second?.left).toBe(first?.left);
  },
});

export const AddLeadsToTheForm = meta.story({
  play: ({ canvasElement }) =>
    expectFormAfter(
      canvasElement,
      'Tambah alamat',
      '/main/address-form?from=%2Fmain%2Faddress',
      'Tambah Alamat',
    ),
});

export const EditLeadsToTheForm = meta.story({
  play: ({ canvasElement }) =>
    expectFormAfter(
      canvasElement,
      'Edit alamat Rumah',
      '/main/address-form/adr-siti-rumah?from=%2Fmain%2Faddress',
      'Ubah Alamat',
    ),
});

export const Loading = meta.story({
  parameters: gatewayWith(neverAnswering('get', LIST)),
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
});

export const LoadingMobile = Loading.extend({ globals: mobile });

export const Empty = meta.story({
  parameters: { session: 'budi' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Belum ada alamat' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Alamat pengiriman' })).toBeNull();
    // One way forward, not two identical links.
    const add = canvas.getAllByRole('link', { name: 'Tambah alamat' });
    await expect(add).toHaveLength(1);
    await userEvent.click(add[0] as HTMLElement);
    await expectLocation('/main/address-form?from=%2Fmain%2Faddress');
    await findScreen(canvasElement, 'Tambah Alamat');
  },
});

export const EmptyMobile = meta.story({
  parameters: { session: 'budi' },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Belum ada alamat' })).toBeVisible();
  },
});

export const LoadErrorThenRetry = meta.story({
  parameters: gatewayWith(failingOnce('get', LIST, 500, 'database timeout')),
  play: async ({ canvas, canvasElement }) => {
    // The screen shows its own message: no global 'Error!' dialog on top of it.
    await retryAfterLoadError(
      canvasElement,
      'Daftar alamat gagal dimuat',
      'Terjadi kesalahan pada server, coba beberapa saat lagi.',
    );
    await expect(await findCards(canvasElement)).toHaveLength(2);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

export const LoadErrorOffline = meta.story({
  globals: mobile,
  parameters: gatewayWith(offline('get', LIST)),
  play: async ({ canvasElement }) => {
    const { retry } = await findLoadError(
      canvasElement,
      'Periksa koneksi internetmu lalu coba lagi.',
    );
    await expect(retry).toBeVisible();
  },
});

export const MakeDefault = meta.story({
  play: async ({ canvasElement }) => {
    const { dialog } = await makeDefaultAndConfirm(canvasElement, 'Kantor');
    await expect(dialog).toHaveAccessibleDescription('Alamat ini akan di set default pengirimanmu');
    await readAlert('Berhasil!', 'Alamat berhasil di set default');

    // Exclusive: the new default leads the list, the old one lost its badge.
    await waitFor(async () => {
      const cards = await findCards(canvasElement);
      await expect(within(cards[0] as HTMLElement).getByRole('heading')).toHaveTextContent(
        'Kantor',
      );
    });
    await expect(within(card(canvasElement, 'Kantor')).getByText('Alamat utama')).toBeVisible();
    await expect(within(card(canvasElement, 'Rumah')).queryByText('Alamat utama')).toBeNull();
    await expect(await cardButton(canvasElement, 'Rumah', /Jadikan alamat utama/)).toBeVisible();
    await expect(within(canvasElement).getAllByText('Alamat utama')).toHaveLength(1);
  },
});

export const Remove = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const { dialog } = await removeAndConfirm(canvasElement, 'Kantor');
    await expect(dialog).toHaveAccessibleDescription('Alamat ini akan dihapus');
    await readAlert('Berhasil!', 'Alamat berhasil dihapus');
    await waitFor(async () => expect(await findCards(canvasElement)).toHaveLength(1));
    await expect(within(canvasElement).queryByRole('article', { name: 'Kantor' })).toBeNull();
  },
});

export const CancelKeepsEverything = meta.story({
  play: async ({ canvasElement }) => {
    // By keyboard: focus the button, open the dialog, and back out with Escape.
    const remove = await cardButton(canvasElement, 'Rumah', 'Hapus alamat Rumah');
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await findAlert('Kamu yakin?');
    // Focus starts on the safe choice.
    await expect(within(confirm).getByRole('button', { name: 'Tidak, Batalkan' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await modalGone('alertdialog');
    await waitFor(() => expect(remove).toHaveFocus());

    await userEvent.click(await cardButton(canvasElement, 'Kantor', /Jadikan alamat utama/));
    await answerConfirm('Tidak, Batalkan');
    await modalGone('alertdialog');

    await expect(await findCards(canvasElement)).toHaveLength(2);
    await expect(within(card(canvasElement, 'Rumah')).getByText('Alamat utama')).toBeVisible();
  },
});

export const RemoveFailsThenRetry = meta.story({
  parameters: gatewayWith(failingOnce('post', `${LIST}/RemoveAddress`, 500, 'deadlock')),
  play: async ({ canvasElement }) => {
    await removeAndConfirm(canvasElement, 'Kantor');
    await readAlert(
      'Gagal!',
      'Alamat belum terhapus. Terjadi kesalahan pada server, coba beberapa saat lagi.',
    );
    await expect(await findCards(canvasElement)).toHaveLength(2);

    // The gateway is back: the same action now goes through.
    await removeAndConfirm(canvasElement, 'Kantor');
    await dismissAlert('Berhasil!');
    await waitFor(async () => expect(await findCards(canvasElement)).toHaveLength(1));
  },
});

/**
 * The change sent and the connection lost (issue 22): it may have been made, so the list
 * says it cannot tell yet, never 'Gagal!', and 'Coba lagi' sends the same change again.
 */
export const MakeDefaultOffline = meta.story({
  parameters: gatewayWith(offline('put', `${LIST}/Default`)),
  play: async ({ canvasElement }) => {
    await makeDefaultAndConfirm(canvasElement, 'Kantor');
    await readAlert(
      'Belum bisa dipastikan',
      'Jawaban server tidak sampai, jadi kami belum tahu apakah perubahan alamatmu sudah diproses. Coba lagi: permintaan yang sama dikirim ulang, jadi tidak akan tercatat dua kali.',
    );
    await expect(within(card(canvasElement, 'Rumah')).getByText('Alamat utama')).toBeVisible();
  },
});

/**
 * The removal carried out and its answer lost: said as unknown, and 'Coba lagi' removes it
 * again; the gateway no longer knows the address, which the lost send removed, so the
 * shopper is told it is removed, not that it failed.
 */
export const RemoveAnswerLostThenRetried = meta.story({
  parameters: gatewayWith(answerLostOnce('post', `${LIST}/RemoveAddress`)),
  play: async ({ canvasElement }) => {
    await removeAndConfirm(canvasElement, 'Kantor');
    const unknown = await findAlert('Belum bisa dipastikan');
    await expect(unknown).toHaveTextContent('Coba lagi: permintaan yang sama dikirim ulang');
    await userEvent.click(within(unknown).getByRole('button', { name: 'Coba lagi' }));
    await readAlert('Berhasil!', 'Alamat berhasil dihapus');
    await waitFor(async () => expect(await findCards(canvasElement)).toHaveLength(1));
    await expect(within(canvasElement).queryByRole('article', { name: 'Kantor' })).toBeNull();
  },
});

const heldRemoval = heldUntilReleased('post', `${LIST}/RemoveAddress`);

export const SlowRemoveShowsProgress = meta.story({
  ...heldRemoval.story,
  play: async ({ canvasElement }) => {
    const { dialog, button: yes } = await removeAndConfirm(canvasElement, 'Kantor');
    // While the call runs the choice cannot be pressed again or backed out of.
    await expectAnswerLocked(dialog, yes);
    await heldRemoval.releaseAndExpectOnce(() =>
      page.getByRole('alertdialog', { name: 'Berhasil!' }),
    );
  },
});

export const AddressRemovedElsewhere = meta.story({
  parameters: gatewayWith(
    failing('put', `${LIST}/Default`, 404, 'Alamat adr-siti-kantor tidak ditemukan.'),
  ),
  play: async ({ canvasElement }) => {
    await makeDefaultAndConfirm(canvasElement, 'Kantor');
    await expect(await findAlert('Gagal!')).toHaveAccessibleDescription(
      'Alamat utama belum berubah. Alamat ini sudah tidak ada. Daftar alamatmu sudah dimuat ulang.',
    );
  },
});

export const ServerTextStaysText = meta.story({
  parameters: gatewayWith(
    http.get(`*${LIST}`, () =>
      HttpResponse.json([
        {
          alias: 'adr-x',
          name: '<script>window.__pwned = true</script>',
          pic: '<img src=x onerror="window.__pwned = true">',
          mobileNumber: '081234567890',
          line1: '<b>Patokan</b>',
          line2: 'Jl. Mawar No. 1',
          ...TEBET,
          postalCode: '1281',
          isDefault: true,
        },
      ]),
    ),
  ),
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
});

export const GuestIsSentToLogin = meta.story(guestIsSentToLogin);
