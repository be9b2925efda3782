import { expectNoSidewaysScroll, findModal, mobile } from '@kit/dom';
import { serverData } from '@kit/gateway';
import { aUnitPrice, beansToAdd } from '@kit/products';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { AddToCartSheet } from './AddToCartSheet';

/**
 * The product's dialog, open: its frame ('Tutup' and the title a desktop or a phone gets),
 * the form's outline, then the form (AddToCartForm, whose own stories hold its states).
 */
const meta = preview.meta({
  title: 'Parts/Catalogue/AddToCartSheet',
  component: AddToCartSheet,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    ...beansToAdd(),
    unitPrice: serverData.loaded(aUnitPrice(95_000)),
    onUnitChange: fn(),
    isSubmitting: false,
    onRequest: fn(),
  },
});

/** A dialog on desktop; its form comes in after the frame; 'Tutup' asks to close it. */
export const OnADesktop = meta.story({
  play: async ({ args }) => {
    const dialog = await findModal('Jumlah & Opsi Pembelian');
    await expect(await within(dialog).findByRole('button', { name: '+ Keranjang' })).toBeEnabled();
    await expect(within(dialog).queryByText('Memuat pilihan pembelian…')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
});

/** A bottom sheet on a phone, called 'Tambah ke keranjang', within the screen's width. */
export const OnAPhone = meta.story({
  globals: mobile,
  play: async () => {
    const sheet = await findModal('Tambah ke keranjang');
    await within(sheet).findByRole('button', { name: '+ Keranjang' });
    await expect(sheet.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoSidewaysScroll();
  },
});
