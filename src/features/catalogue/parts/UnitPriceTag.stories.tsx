import { AbovePlaceholder, expectDecorative, findLoadingArea, mobile } from '@kit/dom';
import { serverData } from '@kit/gateway';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { UnitPriceTag, UnitPriceTagPlaceholder } from './UnitPriceTag';

const gayoPer500g = { sellPrice: 237_500, memberPrice: 225_000, basePrice: 475 };

/** The price of the unit chosen on the product page, in each state of its price check. */
const meta = preview.meta({
  title: 'Parts/Catalogue/UnitPriceTag',
  component: UnitPriceTag,
  args: { unitPrice: serverData.loaded(gayoPer500g), unit: { code: '500GR', name: '500 g' } },
});

/** Checks the tag reads `texts`, in order, and nothing else. */
const reads =
  (...texts: string[]) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(canvasElement).toHaveTextContent(new RegExp(`^${texts.join('')}$`, 'u'));
    for (const text of texts) await expect(within(canvasElement).getByText(text)).toBeVisible();
  };

export const MemberPays = meta.story({
  play: reads('Harga per 500 g', 'Rp 237.500', 'Harga member', 'Rp 225.000'),
});

export const SamePriceForMembers = meta.story({
  args: { unitPrice: serverData.loaded({ ...gayoPer500g, memberPrice: 237_500 }) },
  play: reads('Harga per 500 g', 'Rp 237.500'),
});

/** A gateway that sends a unit without its label: the code stands in. */
export const UnitWithoutALabel = meta.story({
  args: { unit: { code: '250GR' } },
  play: reads('Harga per 250GR', 'Rp 237.500', 'Harga member', 'Rp 225.000'),
});

export const NoPriceYet = meta.story({
  args: { unitPrice: serverData.loaded({ sellPrice: 0, memberPrice: 0, basePrice: 0 }) },
  play: reads('Harga per 500 g', 'Harga belum tersedia'),
});

export const CheckFailed = meta.story({
  args: { unitPrice: serverData.failed() },
  play: reads('Harga per 500 g', 'Harga untuk satuan ini tidak dapat diperiksa.'),
});

export const Checking = meta.story({
  args: { unitPrice: serverData.loading() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Harga per 500 g')).toBeVisible();
    await findLoadingArea(canvasElement, 'Memeriksa harga…');
  },
});

export const OnAPhone = MemberPays.extend({ globals: mobile });

/**
 * The room the sheet's form keeps while the price is checked (its subtotal says so): as tall as
 * the tag with a member price, and silent, so '+ Keranjang' under it does not move when the
 * price comes in.
 */
export const PlaceholderKeepsTheTagsRoom = meta.story({
  render: (args) => (
    <AbovePlaceholder
      shown={<UnitPriceTag {...args} />}
      placeholder={<UnitPriceTagPlaceholder />}
    />
  ),
  play: async ({ canvas }) => {
    const height = (testId: string) =>
      Math.round(canvas.getByTestId(testId).getBoundingClientRect().height);
    await expect(canvas.getByText('Rp 225.000')).toBeVisible();
    await expect(height('placeholder')).toBe(height('shown'));
    const placeholder = canvas.getByTestId('placeholder');
    await expect(placeholder).toHaveTextContent(/^$/);
    for (const line of placeholder.querySelectorAll('[aria-hidden="true"]'))
      await expectDecorative(line);
  },
});
