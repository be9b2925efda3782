import { expectLinkTo, findModal } from '@kit/dom';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { SharedBlend } from '@/api/sharedBlends';
import { hrefs } from '@/lib/paths';
import { SharedBlendView } from './SharedBlendView';

/** A note with markup: shown as these very characters. */
const NOTE = '<b>Enak</b> buat pagi <img src=x onerror="alert(1)">';

/** A shared blend as the gateway sends it. */
const blend: SharedBlend = {
  slug: 'blend-sore-budi-0000000000',
  name: 'Blend Sore',
  maker: 'Budi',
  note: NOTE,
  composition: [
    {
      productCode: 'BN-GAYO-250',
      builderChoice: null,
      name: 'Arabika Gayo Full Wash',
      percentage: 50,
      origin: 'Gayo',
      flavour: { body: 3, acidity: 4, sweetness: 3, bitterness: 2 },
      flavourNotes: ['jeruk', 'cokelat'],
    },
    {
      productCode: 'BN-TMG-250',
      builderChoice: null,
      name: 'Robusta Temanggung',
      percentage: 50,
      origin: null,
      flavour: { body: 4, acidity: 2, sweetness: 2, bitterness: 4 },
      flavourNotes: [],
    },
  ],
  flavour: { body: 3, acidity: 3, sweetness: 3, bitterness: 3 },
  grind: 'Sedang (V60 / Drip)',
  packaging: 'CoffeeBag',
  prices: [
    { packaging: 'CoffeeBag', uoMCode: '250GR', unitName: '250 g', sellPrice: 98_000 },
    { packaging: 'DripBag', uoMCode: '5PCS', unitName: 'Isi 5', sellPrice: 60_000 },
  ],
  sharedAt: '2026-05-17T09:30:00+07:00',
};

/** The blend as its maker shared it, for a guest unless a story says who is signed in. */
const meta = preview.meta({
  title: 'Parts/SharedBlend/SharedBlendView',
  component: SharedBlendView,
  args: { blend },
});

/** A guest: name, maker, the note as text, composition, and 'Beli blend ini' to log in. */
export const ForAGuest = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blend Sore' })).toBeVisible();
    await expect(canvas.getByText('Diracik oleh Budi')).toBeVisible();
    const note = canvas.getByRole('figure');
    await expect(within(note).getByText(NOTE, { selector: 'blockquote' })).toBeVisible();
    await expect(within(note).getByText('Catatan dari Budi')).toBeVisible();
    await expect(note.querySelector('b, img')).toBeNull();
    await expect(canvas.getByText('Rp 98.000')).toBeVisible();
    await expect(canvas.getByText('Robusta Temanggung', { selector: 'li' })).toHaveTextContent(
      '50% Robusta Temanggung',
    );
    await expect(canvas.getByText('Origin belum tercatat')).toBeVisible();
    await expectLinkTo(canvas, 'Beli blend ini', hrefs.login(hrefs.sharedBlend(blend.slug)));
  },
});

/** A customer: 'Beli blend ini' is a button, and it opens the buying dialog. */
export const ForACustomer = meta.story({
  args: { blend: { ...blend, note: null } },
  parameters: { session: 'budi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('figure')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Beli blend ini' }));
    await expect(await findModal('Beli blend ini')).toBeVisible();
  },
});
