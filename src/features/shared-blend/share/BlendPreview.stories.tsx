import { blendLine } from '@kit/cartLines';
import { expectNoSidewaysScroll, mobile } from '@kit/dom';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { BlendPreview } from './BlendPreview';
import { blendToShare } from './shareableBlend';

/** What the blend's page will show before it is shared: Siti's blend from her cart line. */
const meta = preview.meta({
  title: 'Parts/SharedBlend/BlendPreview',
  component: BlendPreview,
  args: { blend: blendToShare(blendLine), maker: 'Siti' },
});

const findPreview = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name });

/** Everything: name, maker, composition with shares, flavour, grind, packaging, the privacy line. */
export const Whole = meta.story({
  play: async ({ canvasElement }) => {
    const shown = within(await findPreview(canvasElement, 'Racikan Pagi Siti'));
    await expect(
      shown.getByText('Ini yang akan dilihat siapa pun yang membuka tautannya:'),
    ).toBeVisible();
    await expect(shown.getByText('Diracik oleh Siti')).toBeVisible();
    await expect(shown.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '50% Arabika Gayo Full Wash',
      '25% Arabika Toraja Sapan',
      '25% Robusta Temanggung',
    ]);
    await expect(shown.getByText('Tingkat penggilingan')).toBeVisible();
    await expect(shown.getByText('Halus (Espresso)')).toBeVisible();
    await expect(shown.getByText('Kemasan').nextElementSibling).toHaveTextContent('Coffee Bag');
    await expect(shown.getByText('Nomor HP-mu tidak pernah ditampilkan.')).toBeVisible();
  },
});

/** With her whole name, as 'Tampilkan nama lengkap' gives it. */
export const WithTheWholeName = meta.story({
  args: { maker: 'Siti Rahayu' },
  play: async ({ canvasElement }) => {
    const shown = within(await findPreview(canvasElement, 'Racikan Pagi Siti'));
    await expect(shown.getByText('Diracik oleh Siti Rahayu')).toBeVisible();
  },
});

/** No grind and no packaging on record: those rows are left out, not shown empty. */
export const WithoutGrindOrPackaging = meta.story({
  args: { blend: { ...blendToShare(blendLine), grind: null, packaging: null } },
  play: async ({ canvasElement }) => {
    const shown = within(await findPreview(canvasElement, 'Racikan Pagi Siti'));
    const facts = shown.getByText('Komposisi').closest('dl')?.children ?? [];
    const terms = [...facts].map((row) => row.firstElementChild?.textContent);
    await expect(terms).toEqual(['Komposisi', 'Profil rasa']);
  },
});

/** On a phone: the facts fit the width, nothing scrolls sideways. */
export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const shown = await findPreview(canvasElement, 'Racikan Pagi Siti');
    await expect(within(shown).getByText('Diracik oleh Siti')).toBeVisible();
    await expectNoSidewaysScroll();
  },
});
