import { findModal, mobile, modalGone } from '@kit/dom';
import { expectLocation, useHeld, withLocationProbe } from '@kit/story';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { PurchaseTypeDialog, type PurchaseTypeDialogProps } from './PurchaseTypeDialog';

/** The choice as the cart holds it, with a probe of where the shopper went. */
function HeldOpen(props: PurchaseTypeDialogProps) {
  const [isOpen, setOpen] = useHeld(props.isOpen, props.onOpenChange);
  return <PurchaseTypeDialog isOpen={isOpen} onOpenChange={setOpen} />;
}

/** How the shopper buys the cart, asked after 'Lanjutkan' found the prices unchanged. */
const meta = preview.meta({
  title: 'Parts/Cart/PurchaseTypeDialog',
  component: PurchaseTypeDialog,
  args: { isOpen: true, onOpenChange: fn() },
  render: (args) => <HeldOpen {...args} />,
  decorators: [withLocationProbe],
});

const TITLE = 'Mau belanja dengan cara apa?';

/** SPEC §2's two ways, each named by its label and described by what it means. */
export const TwoWaysToBuy = meta.story({
  play: async () => {
    const dialog = within(await findModal(TITLE));
    const atStore = dialog.getByRole('link', { name: 'Bayar di toko' });
    await expect(atStore).toHaveAccessibleDescription(
      'Ambil di cabang pilihanmu dan bayar dengan QRIS di sana.',
    );
    const home = dialog.getByRole('link', { name: 'Kirim ke rumah' });
    await expect(home).toHaveAccessibleDescription(
      'Dikirim kurir ke alamatmu, bayar online sekarang.',
    );
    await userEvent.click(home);
    await expectLocation('/main/checkout');
  },
});

export const PayAtAStore = meta.story({
  play: async () => {
    const dialog = within(await findModal(TITLE));
    await userEvent.click(dialog.getByRole('link', { name: 'Bayar di toko' }));
    await expectLocation('/main/select-branch');
  },
});

/** Escape closes it without going anywhere. */
export const ChangedMyMind = meta.story({
  play: async ({ args }) => {
    await findModal(TITLE);
    await userEvent.keyboard('{Escape}');
    await modalGone();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
});

/** On a phone it is a sheet from the bottom, each way a card large enough for a thumb. */
export const SheetOnAPhone = meta.story({
  globals: mobile,
  play: async () => {
    const dialog = await findModal(TITLE);
    await expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    const atStore = within(dialog).getByRole('link', { name: 'Bayar di toko' });
    const card = atStore.closest('li')?.firstElementChild as HTMLElement;
    await expect(card.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});
