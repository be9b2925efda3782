import { mobile } from '@kit/dom';
import { serverData } from '@kit/gateway';
import { aProduct, aUnit, aUnitPrice, beansToAdd } from '@kit/products';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { Product } from '@/api/catalogue';
import { AddToCartForm } from './AddToCartForm';

const kopiSusu: Product = aProduct({
  code: 'BV-KSGA',
  name: 'Kopi Susu Gula Aren',
  category: { name: 'Minuman', alias: 'Beverages' },
  sellPrice: 25_000,
  productVariances: [
    { name: 'Ukuran', alias: 'ukuran', details: [{ value: 'Regular' }, { value: 'Large' }] },
    { name: 'Gula', alias: 'gula', details: [{ value: 'Normal' }, { value: 'Less' }] },
  ],
});
const dripGayo = aProduct({
  code: 'DR-GAYO',
  name: 'Drip Bag Gayo',
  category: { name: 'Drip Bag', alias: 'Drips' },
});

/**
 * The add-to-cart sheet's form (AddToCartSheet holds it): quantity, unit and what the category
 * asks for, the unit's price and the subtotal; beans' grind levels come from the mock gateway.
 */
const meta = preview.meta({
  title: 'Parts/Catalogue/AddToCartForm',
  component: AddToCartForm,
  args: {
    ...beansToAdd(),
    unitPrice: serverData.loaded(aUnitPrice(95_000)),
    onUnitChange: fn(),
    isSubmitting: false,
    onRequest: fn(),
  },
});

const addButton = (form: HTMLElement) => within(form).getByRole('button', { name: '+ Keranjang' });

/** Beans ask for a grind level; the subtotal is the unit price times the quantity. */
export const BeansNeedAGrindLevel = meta.story({
  play: async ({ args, canvasElement: dialog }) => {
    const grind = await within(dialog).findByRole('radiogroup', { name: /Tingkat penggilingan/ });
    await userEvent.click(addButton(dialog));
    await expect(await within(dialog).findByText('Pilih tingkat penggilingan.')).toBeVisible();
    await expect(args.onRequest).not.toHaveBeenCalled();

    await userEvent.click(within(grind).getByRole('radio', { name: 'Halus (Espresso)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tambah jumlah' }));
    await expect(within(dialog).getByText('Rp 190.000')).toBeVisible();
    await userEvent.click(addButton(dialog));
    await expect(args.onRequest).toHaveBeenCalledWith(
      expect.objectContaining({
        values: expect.objectContaining({ quantity: 2, grindLevel: 'Halus (Espresso)' }),
        unit: args.units[0],
      }),
    );
  },
});

/** Beverages ask for each of their variances, the first of each chosen to start with. */
export const BeverageVariances = meta.story({
  args: {
    product: kopiSusu,
    units: [aUnit('CUP', 'Cup', 1)],
    unitCode: 'CUP',
    unitPrice: serverData.loaded(aUnitPrice(25_000)),
  },
  play: async ({ args, canvasElement: dialog }) => {
    await expect(within(dialog).queryByRole('radiogroup', { name: /penggilingan/ })).toBeNull();
    const size = within(dialog).getByRole('radiogroup', { name: 'Ukuran' });
    await expect(within(size).getByRole('radio', { name: 'Regular' })).toBeChecked();
    await userEvent.click(within(size).getByRole('radio', { name: 'Large' }));
    const sugar = within(dialog).getByRole('radiogroup', { name: 'Gula' });
    await expect(within(sugar).getByRole('radio', { name: 'Normal' })).toBeChecked();
    // The cup's price, and the subtotal of one cup.
    await expect(within(dialog).getByText('Harga per Cup')).toBeVisible();
    await expect(within(dialog).getAllByText('Rp 25.000')).toHaveLength(2);
    await userEvent.click(addButton(dialog));
    await expect(args.onRequest).toHaveBeenCalledWith(
      expect.objectContaining({
        values: expect.objectContaining({ variances: { Ukuran: 'Large', Gula: 'Normal' } }),
      }),
    );
  },
});

/** Drip bags ask only for the quantity and the pack; another pack is priced again. */
export const DripsOnAPhone = meta.story({
  globals: mobile,
  args: {
    product: dripGayo,
    units: [aUnit('5PCS', 'Isi 5', 5), aUnit('10PCS', 'Isi 10', 10)],
    unitCode: '5PCS',
    unitPrice: serverData.loading(),
  },
  play: async ({ args, canvasElement: sheet }) => {
    await expect(within(sheet).queryByRole('radiogroup')).toBeNull();
    await expect(within(sheet).getByText('Memeriksa harga…')).toBeVisible();
    // Nothing can be added before the unit's price is known.
    await expect(addButton(sheet)).toBeDisabled();
    await userEvent.click(within(sheet).getByRole('button', { name: /Satuan/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Isi 10' }));
    await expect(args.onUnitChange).toHaveBeenCalledWith('10PCS');
  },
});

export const NoUnitsToBuy = meta.story({
  args: { units: [], unitCode: null },
  play: async ({ canvasElement: dialog }) => {
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Satuan untuk produk ini belum tersedia, jadi produk ini belum bisa dibeli.',
    );
    await expect(addButton(dialog)).toBeDisabled();
  },
});
