import { mobile } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { PriceCheckFindings } from '../hooks/usePriceCheck';
import { PriceCheckNotice } from './PriceCheckNotice';

const changed: PriceCheckFindings['changed'] = [
  {
    alias: 'crt-siti-2',
    product: 'Kopi Susu Gula Aren',
    unit: 'Cup',
    previous: 25_000,
    now: 28_000,
  },
  {
    alias: 'crt-siti-1',
    product: 'Arabika Gayo Full Wash',
    unit: '250 g',
    previous: 120_000,
    now: 125_000,
  },
];
const unavailable: PriceCheckFindings['unavailable'] = [
  { alias: 'crt-siti-blend', product: 'Racikan Pagi Siti' },
];

/** What the last price check found, kept above the lines once its alert is closed. */
const meta = preview.meta({
  title: 'Parts/Cart/PriceCheckNotice',
  component: PriceCheckNotice,
  args: {
    findings: { changed, unavailable, pricesSaved: true },
    isRemoving: false,
    onRemoveUnavailable: fn(),
  },
});

const notice = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('region', { name: 'Terdapat perubahan harga!' });

/** How many prices changed, how many products are gone, and the press that removes them. */
export const ChangedAndUnavailable = meta.story({
  play: async ({ canvas, args }) => {
    const inNotice = within(notice(canvas));
    await expect(
      inNotice.getByText('Harga 2 produk berubah; keranjangmu sudah memakai harga terbaru.'),
    ).toBeVisible();
    await expect(inNotice.getByText('1 produk tidak tersedia lagi.')).toBeVisible();
    await userEvent.click(inNotice.getByRole('button', { name: 'Hapus yang tidak tersedia' }));
    await expect(args.onRemoveUnavailable).toHaveBeenCalledOnce();
  },
});

export const PricesNotSaved = meta.story({
  args: { findings: { changed, unavailable: [], pricesSaved: false } },
  play: async ({ canvas }) => {
    const inNotice = within(notice(canvas));
    await expect(
      inNotice.getByText(
        'Harga terbaru belum tersimpan di keranjang. Tekan "Lanjutkan" sekali lagi.',
      ),
    ).toBeVisible();
    await expect(inNotice.queryByRole('button')).toBeNull();
  },
});

/** While the gone lines are removed, a second press removes nothing more. */
export const Removing = meta.story({
  args: {
    findings: {
      changed: [],
      unavailable: [...unavailable, { alias: 'x', product: 'Robusta Dampit' }],
      pricesSaved: true,
    },
    isRemoving: true,
  },
  play: async ({ canvas, args }) => {
    await expect(within(notice(canvas)).getByText('2 produk tidak tersedia lagi.')).toBeVisible();
    const remove = canvas.getByRole('button', { name: 'Hapus yang tidak tersedia' });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(remove);
    await expect(args.onRemoveUnavailable).not.toHaveBeenCalled();
  },
});

/** A check that found nothing leaves nothing on the page. */
export const NothingFound = meta.story({
  args: { findings: { changed: [], unavailable: [], pricesSaved: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
});

export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    const box = notice(canvas);
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    const remove = canvas.getByRole('button', { name: 'Hapus yang tidak tersedia' });
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
});
