import { blendLine, gayoLine, kopiSusuLine } from '@kit/cartLines';
import { expectLinkTo, findModal, mobile, modalGone } from '@kit/dom';
import { sitiMakesHerBlend, sitiSharesHerBlend } from '@kit/sitisSharedBlend';
import { useHeld } from '@kit/story';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { CartLineDetailDialog, type CartLineDetailDialogProps } from './CartLineDetailDialog';

/** The dialog as the cart holds it: open until the shopper closes it. */
function HeldOpen(props: CartLineDetailDialogProps) {
  const [isOpen, setOpen] = useHeld(props.isOpen, (open) => {
    if (!open) props.onClose();
  });
  return <CartLineDetailDialog {...props} isOpen={isOpen} onClose={() => setOpen(false)} />;
}

/** A line's product up close, opened from its name in the cart. */
const meta = preview.meta({
  title: 'Parts/Cart/CartLineDetailDialog',
  component: CartLineDetailDialog,
  args: { isOpen: true, line: gayoLine, onClose: fn() },
  render: (args) => <HeldOpen {...args} />,
});

/** The value of one fact in the dialog's list ('Satuan', 'Pilihan', 'Harga'). */
function fact(dialog: HTMLElement, term: string) {
  return within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling;
}

/** Beans: picture, unit, grind level, price per unit, and the way to the product's page. */
export const Beans = meta.story({
  parameters: { session: 'siti' },
  play: async ({ args }) => {
    const dialog = await findModal('Arabika Gayo Full Wash');
    const inDialog = within(dialog);
    await expect(inDialog.getByRole('img', { name: 'Arabika Gayo Full Wash' })).toHaveAttribute(
      'src',
      expect.stringContaining('BN-GAYO-250-1.svg'),
    );
    await expect(fact(dialog, 'Satuan')).toHaveTextContent('250 g');
    await expect(fact(dialog, 'Pilihan')).toHaveTextContent('Sedang (V60 / Drip)');
    await expect(fact(dialog, 'Harga')).toHaveTextContent('Rp 125.000 per 250 g');
    await expectLinkTo(
      inDialog,
      'Lihat halaman produk',
      '/products/arabika-gayo-full-wash/BN-GAYO-250',
    );
    // Only a customer's own blend can be shared.
    await expect(inDialog.queryByRole('button', { name: 'Bagikan blend ini' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await modalGone();
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
});

export const Drink = meta.story({
  args: { line: kopiSusuLine },
  play: async () => {
    const dialog = await findModal('Kopi Susu Gula Aren');
    await expect(fact(dialog, 'Satuan')).toHaveTextContent('Cup');
    await expect(fact(dialog, 'Pilihan')).toHaveTextContent(
      'Ukuran: Large, Gula: Less, Es: Normal',
    );
  },
});

/**
 * The shopper's own blend: what it is made of, share by share, and its packaging; it has no
 * page in the catalogue, so none is offered.
 */
export const CustomBlend = meta.story({
  args: { line: blendLine },
  play: async () => {
    const dialog = await findModal('Racikan Pagi Siti');
    const inDialog = within(dialog);
    const shares = within(fact(dialog, 'Racikan') as HTMLElement).getAllByRole('listitem');
    await expect(shares.map((share) => share.textContent)).toEqual([
      '50% Arabika Gayo Full Wash',
      '25% Arabika Toraja Sapan',
      '25% Robusta Temanggung',
    ]);
    await expect(fact(dialog, 'Pilihan')).toHaveTextContent('Halus (Espresso), Coffee Bag');
    // Its taste, weighed by share from its origins': body (3·50 + 4·25 + 5·25) / 100 = 3,75.
    const taste = fact(dialog, 'Profil rasa') as HTMLElement;
    await expect(within(taste).getByText('Body').nextElementSibling).toHaveTextContent(
      '3,8 dari 5',
    );
    await expect(within(taste).getByText('Keasaman').nextElementSibling).toHaveTextContent(
      '3,0 dari 5',
    );
    await expect(inDialog.getByText('Blend racikanmu sendiri')).toBeVisible();
    await expect(inDialog.queryByRole('link', { name: 'Lihat halaman produk' })).toBeNull();
    // A guest shares nothing.
    await expect(inDialog.queryByRole('button', { name: 'Bagikan blend ini' })).toBeNull();
  },
});

/**
 * Siti's own blend: 'Bagikan blend ini' opens the share dialog over this one, with what
 * will be public, her first name as its maker.
 */
export const ShareItsBlend = meta.story({
  args: { line: blendLine },
  parameters: { session: 'siti' },
  beforeEach: sitiMakesHerBlend,
  play: async () => {
    const inDialog = within(await findModal('Racikan Pagi Siti'));
    await expect(inDialog.queryByText('Blend ini sedang dibagikan.')).toBeNull();
    await userEvent.click(await inDialog.findByRole('button', { name: 'Bagikan blend ini' }));
    const share = within(await findModal('Bagikan blend ini'));
    await expect(await share.findByText('Diracik oleh Siti')).toBeVisible();
    await expect(share.getByRole('button', { name: 'Bagikan' })).toBeVisible();
  },
});

/** Shared already: the window says so, and its button opens the dialog at the address. */
export const ItsBlendSharedAlready = meta.story({
  args: { line: blendLine },
  parameters: { session: 'siti' },
  beforeEach: async () => {
    await sitiMakesHerBlend();
    await sitiSharesHerBlend();
  },
  play: async () => {
    const inDialog = within(await findModal('Racikan Pagi Siti'));
    await expect(await inDialog.findByText('Blend ini sedang dibagikan.')).toBeVisible();
    await userEvent.click(inDialog.getByRole('button', { name: 'Lihat tautan blend' }));
    const share = within(await findModal('Bagikan blend ini'));
    const address = await share.findByRole('textbox', { name: 'Tautan blend' });
    await expect((address as HTMLInputElement).value).toMatch(/\/blend\/racikan-pagi-siti-/);
    await expect(share.getByRole('button', { name: 'Berhenti membagikan' })).toBeVisible();
  },
});

/** On a phone it rises from the bottom as a sheet across the screen. */
export const SheetOnAPhone = meta.story({
  globals: mobile,
  args: { line: blendLine },
  play: async () => {
    const box = (await findModal('Racikan Pagi Siti')).getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    await expect(Math.round(box.width)).toBe(window.innerWidth);
  },
});
