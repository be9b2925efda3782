import { blendLine, gayoLine, kopiSusuLine } from '@kit/cartLines';
import { expectNoSidewaysScroll, framed, mobile } from '@kit/dom';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { withQuantity } from '../cartLines';
import { CartLineItem, type CartLineItemProps } from './CartLineItem';

/** The line as the cart holds it: the quantity the shopper chooses is the line's. */
function HeldLine(props: CartLineItemProps) {
  const [line, setLine] = useState(props.line);
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      <CartLineItem
        {...props}
        line={line}
        onQuantityChange={(alias, quantity) => {
          setLine((current) => withQuantity(current, quantity));
          props.onQuantityChange(alias, quantity);
        }}
      />
    </ul>
  );
}

/** One line of Siti's cart, in the cart's column. */
const meta = preview.meta({
  title: 'Parts/Cart/CartLineItem',
  component: CartLineItem,
  args: {
    line: gayoLine,
    name: 'Arabika Gayo Full Wash',
    mark: null,
    unsavedReason: null,
    isSaving: false,
    onQuantityChange: fn(),
    onRemove: fn(),
    onShowDetail: fn(),
    onRetrySave: fn(),
  },
  render: (args) => <HeldLine {...args} />,
  decorators: [framed({ maxWidth: '48rem' })],
});

type Canvas = ReturnType<typeof within>;

const article = (canvas: Canvas, name: string) => within(canvas.getByRole('article', { name }));

/** What it is, its unit price, its quantity and total; the name opens its detail. */
export const Beans = meta.story({
  play: async ({ canvas, args }) => {
    const line = article(canvas, 'Arabika Gayo Full Wash');
    await expect(line.getByText('250 g')).toBeVisible();
    await expect(line.getByText('Sedang (V60 / Drip)')).toBeVisible();
    await expect(line.getByText('Rp 125.000')).toBeVisible();
    await expect(line.getByText('per 250 g')).toBeVisible();
    await expect(line.getByRole('textbox', { name: 'Jumlah Arabika Gayo Full Wash' })).toHaveValue(
      '2',
    );
    await expect(line.getByText('Rp 250.000')).toBeVisible();

    await userEvent.click(
      line.getByRole('button', { name: 'Tambah jumlah Arabika Gayo Full Wash' }),
    );
    await expect(line.getByText('Rp 375.000')).toBeVisible();
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith('crt-siti-1', 3);

    await userEvent.click(
      line.getByRole('button', { name: 'Lihat detail Arabika Gayo Full Wash' }),
    );
    await expect(args.onShowDetail).toHaveBeenCalledWith('crt-siti-1');
    await userEvent.click(line.getByRole('button', { name: 'Hapus Arabika Gayo Full Wash' }));
    await expect(args.onRemove).toHaveBeenCalledWith(
      expect.objectContaining({ alias: 'crt-siti-1' }),
    );
  },
});

/** 99 is the most a line takes: plus can no longer be pressed, the total is 99 times. */
export const NinetyNine = meta.story({
  args: { line: withQuantity(gayoLine, 99) },
  play: async ({ canvas, args }) => {
    const line = article(canvas, 'Arabika Gayo Full Wash');
    await expect(line.getByText('Rp 12.375.000')).toBeVisible();
    const plus = line.getByRole('button', { name: 'Tambah jumlah Arabika Gayo Full Wash' });
    await expect(plus).toBeDisabled();
    await userEvent.click(plus);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
});

/** A custom blend shows what it is made of. */
export const CustomBlend = meta.story({
  args: { line: blendLine, name: 'Racikan Pagi Siti' },
  play: async ({ canvas }) => {
    const line = article(canvas, 'Racikan Pagi Siti');
    await expect(
      line.getByText(/50% Arabika Gayo Full Wash, 25% Arabika Toraja Sapan/),
    ).toHaveTextContent(
      'Racikan: 50% Arabika Gayo Full Wash, 25% Arabika Toraja Sapan, 25% Robusta Temanggung',
    );
    await expect(line.getByText('Halus (Espresso)')).toBeVisible();
  },
});

/**
 * Two lines of one product: each is named with what tells it apart, so the controls of
 * one are not mistaken for the other's.
 */
export const SameProductTwice = meta.story({
  args: { line: kopiSusuLine, name: 'Kopi Susu Gula Aren (Cup, Ukuran: Large)' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Jumlah Kopi Susu Gula Aren (Cup, Ukuran: Large)' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Hapus Kopi Susu Gula Aren (Cup, Ukuran: Large)' }),
    ).toBeVisible();
  },
});

/** The price check found a new price: marked, with what it was. */
export const PriceChanged = meta.story({
  args: {
    line: { ...kopiSusuLine, price: 28_000, lineTotal: 28_000 },
    name: 'Kopi Susu Gula Aren',
    mark: { kind: 'priceChanged', previous: 25_000 },
  },
  play: async ({ canvas }) => {
    const line = article(canvas, 'Kopi Susu Gula Aren');
    await expect(line.getByText('Harga berubah')).toBeVisible();
    await expect(line.getByText('sebelumnya Rp 25.000')).toBeVisible();
    await expect(line.getAllByText('Rp 28.000')).toHaveLength(2);
  },
});

/** A product that can no longer be bought: marked, its quantity locked, still removable. */
export const Unavailable = meta.story({
  args: { mark: { kind: 'unavailable' } },
  play: async ({ canvas, args }) => {
    const line = article(canvas, 'Arabika Gayo Full Wash');
    await expect(line.getByText('Tidak tersedia')).toBeVisible();
    await expect(
      line.getByRole('textbox', { name: 'Jumlah Arabika Gayo Full Wash' }),
    ).toBeDisabled();
    const remove = line.getByRole('button', { name: 'Hapus Arabika Gayo Full Wash' });
    await expect(remove).toBeEnabled();
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
});

/** The quantity did not save: said on the line with why, and 'Coba lagi' saves it. */
export const QuantityNotSaved = meta.story({
  args: { unsavedReason: 'Periksa koneksi internetmu lalu coba lagi.' },
  play: async ({ canvas, args }) => {
    const alert = article(canvas, 'Arabika Gayo Full Wash').getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Jumlah ini belum tersimpan. Periksa koneksi internetmu lalu coba lagi.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetrySave).toHaveBeenCalledOnce();
  },
});

export const SavingAgain = meta.story({
  args: { unsavedReason: 'Periksa koneksi internetmu lalu coba lagi.', isSaving: true },
  play: async ({ canvas, args }) => {
    const retry = canvas.getByRole('button', { name: 'Coba lagi' });
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(retry);
    await expect(args.onRetrySave).not.toHaveBeenCalled();
  },
});

/** On a phone the quantity and the total share a row under the product. */
export const NinetyNineOnAPhone = meta.story({
  globals: mobile,
  args: { line: withQuantity(blendLine, 99), name: 'Racikan Pagi Siti' },
  play: async ({ canvas }) => {
    const line = article(canvas, 'Racikan Pagi Siti');
    const quantity = line.getByRole('textbox', { name: 'Jumlah Racikan Pagi Siti' });
    const total = line.getByText('Rp 13.860.000');
    const name = line.getByRole('button', { name: 'Lihat detail Racikan Pagi Siti' });
    await expect(quantity.getBoundingClientRect().top).toBeGreaterThan(
      name.getBoundingClientRect().bottom,
    );
    await expect(total.getBoundingClientRect().left).toBeGreaterThan(
      quantity.getBoundingClientRect().right,
    );
    await expect(total.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoSidewaysScroll();
  },
});

/** On a desktop the quantity and total stand to the right of the product. */
export const OnDesktop = meta.story({
  play: async ({ canvas }) => {
    const line = article(canvas, 'Arabika Gayo Full Wash');
    const quantity = line.getByRole('textbox', { name: 'Jumlah Arabika Gayo Full Wash' });
    const name = line.getByRole('button', { name: 'Lihat detail Arabika Gayo Full Wash' });
    await expect(quantity.getBoundingClientRect().left).toBeGreaterThan(
      name.getBoundingClientRect().right,
    );
  },
});
