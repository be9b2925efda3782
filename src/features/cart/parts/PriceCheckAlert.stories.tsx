import { findAlert, modalGone } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { PriceCheckFindings } from '../hooks/usePriceCheck';
import { PriceCheckAlert } from './PriceCheckAlert';

const kopiSusuRose: PriceCheckFindings = {
  changed: [
    {
      alias: 'crt-siti-2',
      product: 'Kopi Susu Gula Aren',
      unit: 'Cup',
      previous: 25_000,
      now: 28_000,
    },
  ],
  unavailable: [],
  pricesSaved: true,
};

/** 'Lanjutkan' found prices that moved or products that are gone (SPEC §4, §8). */
const meta = preview.meta({
  title: 'Parts/Cart/PriceCheckAlert',
  component: PriceCheckAlert,
  args: { isOpen: true, findings: kopiSusuRose, onDismiss: fn(), onRemoveUnavailable: fn() },
});

const TITLE = 'Terdapat perubahan harga!';

/** Which line changed, its new price, and that the cart already uses it. */
export const PriceChangedAndSaved = meta.story({
  play: async ({ args }) => {
    const alert = await findAlert(TITLE);
    await expect(alert).toHaveAccessibleDescription(
      'Harga terbaru: Kopi Susu Gula Aren (Cup) kini Rp 28.000. Keranjangmu sudah memakai harga terbaru.',
    );
    await expect(
      within(alert).queryByRole('button', { name: 'Hapus yang tidak tersedia' }),
    ).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Okay!' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
});

/** Today's prices could not be stored: the shopper is told to press 'Lanjutkan' again. */
export const PriceChangedNotSaved = meta.story({
  args: { findings: { ...kopiSusuRose, pricesSaved: false } },
  play: async () => {
    await expect(await findAlert(TITLE)).toHaveAccessibleDescription(
      'Harga terbaru: Kopi Susu Gula Aren (Cup) kini Rp 28.000. Harga terbaru belum tersimpan di keranjang. Tekan "Lanjutkan" sekali lagi.',
    );
  },
});

/** Gone products are named, and one press removes them all. */
export const ProductsUnavailable = meta.story({
  args: {
    findings: {
      ...kopiSusuRose,
      unavailable: [
        { alias: 'crt-siti-1', product: 'Arabika Gayo Full Wash' },
        { alias: 'crt-siti-blend', product: 'Racikan Pagi Siti' },
      ],
    },
  },
  play: async ({ args }) => {
    const alert = await findAlert(TITLE);
    await expect(alert).toHaveAccessibleDescription(
      /Arabika Gayo Full Wash, Racikan Pagi Siti tidak tersedia lagi\.$/,
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Hapus yang tidak tersedia' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(args.onRemoveUnavailable).toHaveBeenCalledOnce();
  },
});

export const Closed = meta.story({
  args: { isOpen: false },
  play: async () => {
    await modalGone('alertdialog');
  },
});
