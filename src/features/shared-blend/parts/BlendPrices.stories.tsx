import { definitionOf } from '@kit/dom';
import { aSharedBlend } from '@kit/sharedBlends';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { BlendPrices } from './BlendPrices';

/** Budi's blend's prices: two coffee bags and a drip bag. */
const { prices } = aSharedBlend();

/** Today's price of each unit, under its packaging. */
const meta = preview.meta({
  title: 'Parts/SharedBlend/BlendPrices',
  component: BlendPrices,
  args: { prices },
});

/** 'Harga hari ini', each packaging as a heading, each unit's price as 'Rp …'. */
export const BothPackagings = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Harga hari ini' });
    await expect(
      within(region).getByRole('heading', { level: 3, name: 'Coffee Bag' }),
    ).toBeVisible();
    await expect(within(region).getByRole('heading', { level: 3, name: 'Drip Bag' })).toBeVisible();
    await expect(definitionOf(region, '250 g')).toHaveTextContent('Rp 98.000');
    await expect(definitionOf(region, '500 g')).toHaveTextContent('Rp 190.000');
    await expect(definitionOf(region, 'Isi 5')).toHaveTextContent('Rp 60.000');
  },
});

/** Only coffee bags priced: no 'Drip Bag' heading at all. */
export const OnePackaging = meta.story({
  args: { prices: prices.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Coffee Bag' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Drip Bag' })).toBeNull();
    await expect(definitionOf(canvasElement, '250 g')).toHaveTextContent('Rp 98.000');
  },
});
