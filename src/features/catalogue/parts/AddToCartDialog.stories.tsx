import { answerConfirm, findAlert, findModal, mobile, modalGone, page } from '@kit/dom';
import { failing, gatewayWith, spyOnRequests } from '@kit/gateway';
import { aProduct } from '@kit/products';
import { expectLocation, useHeld, withLocationProbe } from '@kit/story';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { NewCartLine } from '@/api/cart';
import { listCartLines } from '@/api/cart/calls';
import type { UnitOfMeasure } from '@/api/catalogue';
import { AddToCartDialog, type AddToCartDialogProps } from './AddToCartDialog';

/** The seed's Drip Bag Gayo Wine, as the gateway sends it, and its pack sizes (DRIP-PCS). */
const dripGayo = aProduct({
  code: 'DR-GAYO-5',
  name: 'Drip Bag Gayo Wine',
  category: { name: 'Drip Bag', alias: 'Drips' },
  sellPrice: 65_000,
  nonMemberPrice: 65_000,
  memberPrice: 60_000,
  basePrice: 13_000,
  details: [],
  remarks: '<p>Gayo proses natural dalam drip bag praktis.</p>',
  uoMGroup: { code: 'DRIP-PCS' },
});
const piece = { code: 'PCS', name: 'Pcs' };
const pack = (code: string, name: string, baseQuantity: number): UnitOfMeasure => ({
  alternateUoM: { code, name },
  baseUoM: piece,
  baseQuantity,
});

/** Open as the product page holds it: what the dialog asks for becomes its state. */
function HeldOpen(props: AddToCartDialogProps) {
  const [isOpen, setOpen] = useHeld(props.isOpen, props.onOpenChange);
  return <AddToCartDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />;
}

const cartPosts = spyOnRequests('post', '/api/Cart');
const sentLines = () => cartPosts.calls.mock.calls[0]?.[0] as NewCartLine[] | undefined;
const priceChecks = spyOnRequests('get', '/api/Product/DR-GAYO-5/UoM/:uom');

/**
 * '+ Keranjang' on a product's page: the dialog with its unit and that unit's price, and the
 * flow that sends the line, against the mock gateway.
 */
const meta = preview.meta({
  title: 'Parts/Catalogue/AddToCartDialog',
  component: AddToCartDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    product: dripGayo,
    units: [pack('5PCS', 'Isi 5', 5), pack('10PCS', 'Isi 10', 10), pack('20PCS', 'Isi 20', 20)],
  },
  render: (args) => <HeldOpen {...args} />,
  decorators: [withLocationProbe],
  beforeEach: ({ msw }) => {
    cartPosts.calls.mockClear();
    priceChecks.calls.mockClear();
    msw.use(cartPosts.handler, priceChecks.handler);
  },
});

const DESKTOP_TITLE = 'Jumlah & Opsi Pembelian';
const PHONE_TITLE = 'Tambah ke keranjang';

const findAddButton = (dialog: HTMLElement) =>
  within(dialog).findByRole('button', { name: '+ Keranjang' });

/** A guest is told to log in, with the way back to this product; nothing is sent. */
export const GuestIsToldToLogIn = meta.story({
  play: async ({ args }) => {
    const dialog = await findModal(DESKTOP_TITLE);
    await userEvent.click(await findAddButton(dialog));
    const alert = await findAlert('Ooops, Login terlebih dahulu!');
    await expect(alert).toHaveTextContent(
      'Mohon login terlebih dahulu untuk melanjutkan pembelian. Login sekarang',
    );
    const back = `/login?from=${encodeURIComponent('/products/drip-bag-gayo-wine/DR-GAYO-5')}`;
    const login = within(alert).getByRole('link', { name: 'Login sekarang' });
    await expect(login).toHaveAttribute('href', back);
    await expect(page.queryByRole('alertdialog', { name: 'Kamu yakin?' })).toBeNull();
    await userEvent.click(login);
    await expectLocation(back);
    await expect(cartPosts.calls).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
});

/**
 * A customer chooses another pack: its price is asked for, the subtotal follows; confirmed,
 * the line goes out once at that pack's price, 'Berhasil!' says so and the dialog closes.
 */
export const CustomerAddsAnotherPack = meta.story({
  parameters: { session: 'budi' },
  play: async ({ args }) => {
    const dialog = await findModal(DESKTOP_TITLE);
    const form = within(dialog);
    await expect(await form.findByText('Harga per Isi 5')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: /Satuan/u }));
    await userEvent.click(await page.findByRole('option', { name: 'Isi 10' }));
    await expect(await form.findByText('Harga per Isi 10')).toBeVisible();
    // The pack's price, and the subtotal of one pack.
    await expect(form.getAllByText('Rp 123.500')).toHaveLength(2);
    await expect(priceChecks.calls).toHaveBeenCalledOnce();

    await userEvent.click(await findAddButton(dialog));
    await expect(await findAlert('Kamu yakin?')).toHaveAccessibleDescription(
      'Drip Bag Gayo Wine akan ditambahkan ke keranjang.',
    );
    await answerConfirm('Ya, Tambahkan');
    await cartPosts.expectOnce(() => page.getByRole('alertdialog', { name: 'Berhasil!' }));
    await expect(await findAlert('Berhasil!')).toHaveTextContent(
      'Drip Bag Gayo Wine berhasil ditambahkan ke keranjang.',
    );
    await expect(sentLines()).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({ code: 'DR-GAYO-5' }),
        quantity: 1,
        uom: { code: '10PCS' },
        price: 123_500,
      }),
    ]);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() =>
      expect(page.queryByRole('dialog', { name: DESKTOP_TITLE })).not.toBeInTheDocument(),
    );
    const lines = await listCartLines();
    await expect(lines.map((line) => [line.product.code, line.quantity])).toEqual([
      ['DR-GAYO-5', 1],
    ]);
  },
});

/** An add that fails is said as the shop's own failure, and the dialog stays to try again. */
export const AddingFailsKeepsItOpen = meta.story({
  parameters: { session: 'budi', ...gatewayWith(failing('post', '/api/Cart')) },
  play: async ({ args }) => {
    const dialog = await findModal(DESKTOP_TITLE);
    await userEvent.click(await findAddButton(dialog));
    await answerConfirm('Ya, Tambahkan');
    const failed = await findAlert('Gagal!');
    await expect(failed).toHaveTextContent(
      'Terjadi kesalahan saat menambahkan Drip Bag Gayo Wine ke keranjang.',
    );
    await userEvent.click(within(failed).getByRole('button', { name: 'Okay!' }));
    await modalGone('alertdialog');
    await expect(page.getByRole('dialog', { name: DESKTOP_TITLE })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
});

/**
 * On a phone it is a bottom sheet with a title of its own. The default pack needs no price
 * check: the product's own price is sent.
 */
export const BottomSheetOnAPhone = meta.story({
  globals: mobile,
  parameters: { session: 'budi' },
  play: async ({ args }) => {
    const sheet = await findModal(PHONE_TITLE);
    await expect(page.queryByRole('dialog', { name: DESKTOP_TITLE })).toBeNull();
    await expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    await expect(within(sheet).getByRole('button', { name: /Satuan/u })).toHaveTextContent('Isi 5');
    await userEvent.click(await findAddButton(sheet));
    await answerConfirm('Ya, Tambahkan');
    await cartPosts.expectOnce(() => page.getByRole('alertdialog', { name: 'Berhasil!' }));
    await expect(sentLines()).toEqual([
      expect.objectContaining({ quantity: 1, uom: { code: '5PCS' }, price: 65_000 }),
    ]);
    await expect(priceChecks.calls).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
});
