import { findLoadError, findLoadingArea, mobile } from '@kit/dom';
import { failingOnce, gatewayWith, heldUntilReleased, neverAnswering, offline } from '@kit/gateway';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { retryAfterLoadError } from '@/ui/storyLoadError';
import { useDelivery } from '../hooks/useDelivery';
import { AddressSection } from './AddressSection';

const ADDRESSES = '/api/ShipmentAddress';

/** The section as checkout holds it: the real delivery choice over the gateway's addresses. */
function AsCheckoutHoldsIt() {
  const delivery = useDelivery(1_000_000);
  return (
    <>
      <AddressSection delivery={delivery} />
      <output data-testid="chosen-address">{delivery.address?.alias ?? ''}</output>
    </>
  );
}

/** Siti's two saved addresses (Rumah, the default, and Kantor) on the mock gateway. */
const meta = preview.meta({
  title: 'Parts/Checkout/AddressSection',
  component: AsCheckoutHoldsIt,
  parameters: { session: 'siti' },
});

type Canvas = ReturnType<typeof within>;

const section = (canvas: Canvas) => canvas.getByRole('region', { name: 'Alamat pengiriman' });
const findChoice = (canvas: Canvas) =>
  canvas.findByRole('radiogroup', { name: 'Kirim ke alamat' }, { timeout: 5000 });

/** The default address is chosen; each says who receives it, where, and its landmark. */
export const DefaultChosen = meta.story({
  play: async ({ canvas }) => {
    const choice = within(await findChoice(canvas));
    const home = choice.getByRole('radio', { name: /^Rumah/ });
    await expect(home).toBeChecked();
    await expect(home).toHaveAccessibleName(/Alamat utama/);
    await expect(home).toHaveAccessibleName(/Siti Rahayu · 081234567890/);
    await expect(home).toHaveAccessibleName(/Patokan: Dekat Masjid Al-Ikhlas/);
    const office = choice.getByRole('radio', { name: /^Kantor/ });
    await expect(office).not.toBeChecked();
    // Kantor has no landmark, and says so rather than leaving it blank.
    await expect(office).toHaveAccessibleName(/Patokan: tidak ada patokan/);
    await expect(canvas.getByTestId('chosen-address')).toHaveTextContent('adr-siti-rumah');

    const add = within(section(canvas)).getByRole('link', { name: 'Tambah alamat' });
    // Back to checkout after the new address is saved.
    await expect(add).toHaveAttribute('href', '/main/address-form?from=%2Fmain%2Fcheckout');
  },
});

export const ChooseAnother = meta.story({
  play: async ({ canvas }) => {
    const choice = within(await findChoice(canvas));
    await userEvent.click(choice.getByRole('radio', { name: /^Kantor/ }));
    await expect(choice.getByRole('radio', { name: /^Kantor/ })).toBeChecked();
    await expect(canvas.getByTestId('chosen-address')).toHaveTextContent('adr-siti-kantor');
  },
});

/** Budi has no address yet: the section says so and offers the one way forward. */
export const NoAddressYet = meta.story({
  parameters: { session: 'budi' },
  play: async ({ canvas }) => {
    const inSection = within(section(canvas));
    await expect(
      await inSection.findByText(
        'Kamu belum punya alamat pengiriman. Tambahkan satu, lalu kembali ke sini.',
      ),
    ).toBeVisible();
    await expect(inSection.queryByRole('radiogroup')).toBeNull();
    await expect(inSection.getByRole('link', { name: 'Tambah alamat' })).toBeVisible();
  },
});

export const Loading = meta.story({
  parameters: gatewayWith(neverAnswering('get', ADDRESSES)),
  play: async ({ canvas, canvasElement }) => {
    await findLoadingArea(canvasElement, 'Memuat alamat…');
    await expect(within(section(canvas)).queryByRole('link')).toBeNull();
  },
});

const heldAddresses = heldUntilReleased('get', ADDRESSES);
const height = (element: HTMLElement) => Math.round(element.getBoundingClientRect().height);

/**
 * While the addresses load, the section takes the room Siti's two saved addresses take once
 * they arrive, within `lines` px: the checkout's sections below it do not jump (a layout shift
 * of 0.13-0.25 on a phone when the skeleton was two 6rem blocks, 231 px short).
 */
const keepsItsRoom = (lines: number) =>
  async function play({ canvas, canvasElement }: { canvas: Canvas; canvasElement: HTMLElement }) {
    await findLoadingArea(canvasElement, 'Memuat alamat…');
    const loading = height(section(canvas));
    heldAddresses.release();
    await findChoice(canvas);
    // Measured in the shop's own font, as a shopper sees it (the fallback wraps differently).
    await document.fonts.ready;
    await expect(Math.abs(height(section(canvas)) - loading)).toBeLessThanOrEqual(lines);
  };

export const LoadingKeepsItsRoom = meta.story({
  parameters: gatewayWith(heldAddresses.handler),
  beforeEach: () => heldAddresses.reset(),
  play: keepsItsRoom(4),
});

/**
 * On a phone the room is that of 360-412 px wide screens, where each address's street wraps
 * onto a second line; a little wider it does not: one line per address, 19 px, either way.
 */
export const LoadingKeepsItsRoomOnAPhone = meta.story({
  globals: mobile,
  parameters: gatewayWith(heldAddresses.handler),
  beforeEach: () => heldAddresses.reset(),
  play: keepsItsRoom(2 * 19 + 4),
});

/** The list could not be loaded: why, and a retry that loads it. */
export const LoadFailsThenRetry = meta.story({
  parameters: gatewayWith(failingOnce('get', ADDRESSES, 503)),
  play: async ({ canvas }) => {
    await retryAfterLoadError(
      section(canvas),
      { name: 'Alamat gagal dimuat', level: 3 },
      'Terjadi kesalahan pada server, coba beberapa saat lagi.',
    );
    await expect(within(await findChoice(canvas)).getAllByRole('radio')).toHaveLength(2);
  },
});

export const Offline = meta.story({
  parameters: gatewayWith(offline('get', ADDRESSES)),
  play: async ({ canvas }) => {
    await findLoadError(section(canvas), 'Periksa koneksi internetmu lalu coba lagi.');
  },
});

/** On a phone the addresses stack and their details wrap inside the card. */
export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    const choice = await findChoice(canvas);
    const card = section(canvas);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(within(choice).getAllByRole('radio')).toHaveLength(2);
  },
});
