import { findLoadingArea, mobile } from '@kit/dom';
import { failingOnce, gatewayWith, neverAnswering, offline, spyOnRequests } from '@kit/gateway';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { useDelivery } from '../hooks/useDelivery';
import { AddressSection } from './AddressSection';
import { ShippingSection } from './ShippingSection';

const SHIPPING = '/api/Shipping';
const LOGISTICS = '/api/Logistic';
const quotes = spyOnRequests('post', SHIPPING);

/**
 * The section as checkout holds it, under the address it delivers to: the real delivery
 * choice over the mock gateway's couriers and shipping proxy, for Siti's 1 kg cart.
 */
function AsCheckoutHoldsIt() {
  const delivery = useDelivery(1_000_000);
  return (
    <>
      <AddressSection delivery={delivery} />
      <ShippingSection delivery={delivery} />
    </>
  );
}

const meta = preview.meta({
  title: 'Parts/Checkout/ShippingSection',
  component: AsCheckoutHoldsIt,
  parameters: { session: 'siti', ...gatewayWith(quotes.handler) },
  beforeEach: () => {
    quotes.calls.mockClear();
  },
});

type Canvas = ReturnType<typeof within>;

const section = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Pengiriman' }));
const findCouriers = (canvas: Canvas) =>
  canvas.findByRole('radiogroup', { name: 'Kurir' }, { timeout: 5000 });
const findServices = (canvas: Canvas) =>
  canvas.findByRole('radiogroup', { name: 'Layanan' }, { timeout: 5000 });

async function chooseCourier(canvas: Canvas, name: string) {
  const couriers = within(await findCouriers(canvas));
  await userEvent.click(couriers.getByRole('radio', { name }));
}

/** Courier first, then its services with cost and days; choosing a service keeps it. */
export const CourierThenService = meta.story({
  play: async ({ canvas }) => {
    await findCouriers(canvas);
    const inSection = section(canvas);
    await expect(
      inSection.getByText('Pilih kurir untuk melihat layanan dan ongkos kirimnya.'),
    ).toBeVisible();
    await expect(inSection.queryByRole('radiogroup', { name: 'Layanan' })).toBeNull();

    await chooseCourier(canvas, 'Jalur Nugraha Ekakurir (JNE)');
    const services = within(await findServices(canvas));
    await quotes.expectOnce(() => expect(services.getAllByRole('radio')).toHaveLength(3));
    await expect(quotes.calls).toHaveBeenCalledWith(
      expect.objectContaining({
        // From the shop's city to Rumah's sub-district, Siti's 1 kg in grams.
        data: expect.objectContaining({ origin: '153', courier: 'jne', weight: 1000 }),
      }),
    );
    const regular = services.getByRole('radio', { name: /^REG · Layanan Reguler/ });
    await expect(regular).toHaveAccessibleName(/Rp\s?\d[\d.]* · Estimasi \d+(-\d+)? hari/u);
    await userEvent.click(regular);
    await expect(regular).toBeChecked();
  },
});

/** A courier that does not reach the address says so and points at another. */
export const NoServicesToTheAddress = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(
      within(
        await canvas.findByRole('radiogroup', { name: 'Kirim ke alamat' }, { timeout: 5000 }),
      ).getByRole('radio', { name: /^Kantor/ }),
    );
    await chooseCourier(canvas, 'SiCepat Express');
    await expect(
      await section(canvas).findByText('Kurir ini belum melayani alamat tujuan. Pilih kurir lain.'),
    ).toBeVisible();
    await expect(section(canvas).queryByRole('radiogroup', { name: 'Layanan' })).toBeNull();
  },
});

/** Budi has no address: no courier can be chosen, and SPEC §5's sentence says why. */
export const NoAddress = meta.story({
  parameters: { session: 'budi' },
  play: async ({ canvas }) => {
    const couriers = await findCouriers(canvas);
    await expect(couriers).toHaveAccessibleDescription(
      'Silahkan pilih alamat pengiriman kamu terlebih dahulu ya!',
    );
    for (const radio of within(couriers).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
});

export const CouriersLoading = meta.story({
  parameters: gatewayWith(neverAnswering('get', LOGISTICS)),
  play: async ({ canvasElement }) => {
    await findLoadingArea(canvasElement, 'Memuat daftar kurir…');
  },
});

/** The courier list failed: why, and 'Coba lagi' that loads it. */
export const CouriersFailThenRetry = meta.story({
  parameters: gatewayWith(failingOnce('get', LOGISTICS)),
  play: async ({ canvas }) => {
    const alert = await section(canvas).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Daftar kurir gagal dimuat');
    await expect(alert).toHaveTextContent(
      'Terjadi kesalahan pada server, coba beberapa saat lagi.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(within(await findCouriers(canvas)).getAllByRole('radio')).toHaveLength(4);
  },
});

export const ServicesLoading = meta.story({
  parameters: gatewayWith(neverAnswering('post', SHIPPING)),
  play: async ({ canvas }) => {
    await chooseCourier(canvas, 'POS Indonesia (POS)');
    await expect(await section(canvas).findByRole('status')).toHaveTextContent(
      'Menghitung ongkos kirim…',
    );
  },
});

/** The shipping proxy failed: what failed, why, and 'Coba lagi' that asks it again. */
export const ServicesFailThenRetry = meta.story({
  parameters: gatewayWith(quotes.handler, failingOnce('post', SHIPPING)),
  play: async ({ canvas }) => {
    await chooseCourier(canvas, 'Citra Van Titipan Kilat (TIKI)');
    const alert = await section(canvas).findByRole('alert');
    await expect(alert).toHaveTextContent('Ongkos kirim gagal dihitung');
    await expect(alert).toHaveTextContent(
      'Terjadi kesalahan pada server, coba beberapa saat lagi.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(within(await findServices(canvas)).getAllByRole('radio')).toHaveLength(3);
    await waitFor(() => expect(quotes.calls).toHaveBeenCalledTimes(2));
  },
});

export const ServicesOffline = meta.story({
  parameters: gatewayWith(offline('post', SHIPPING)),
  play: async ({ canvas }) => {
    await chooseCourier(canvas, 'Citra Van Titipan Kilat (TIKI)');
    await expect(await section(canvas).findByRole('alert')).toHaveTextContent(
      'Periksa koneksi internetmu lalu coba lagi.',
    );
  },
});

/** On a phone the couriers and services stay inside the card. */
export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    await chooseCourier(canvas, 'Jalur Nugraha Ekakurir (JNE)');
    await findServices(canvas);
    const card = canvas.getByRole('region', { name: 'Pengiriman' });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
});
