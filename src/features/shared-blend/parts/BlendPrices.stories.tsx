import { definitionOf } from '@kit/dom';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { BlendPrices } from './BlendPrices';

/** Today's price of each unit, under its packaging. */
const meta = preview.meta({
  title: 'Parts/SharedBlend/BlendPrices',
  component: BlendPrices,
  args: {
    prices: [
      { packaging: 'CoffeeBag', uoMCode: '250GR', unitName: '250 g', sellPrice: 98_000 },
      { packaging: 'CoffeeBag', uoMCode: '500GR', unitName: '500 g', sellPrice: 190_000 },
      { packaging: 'DripBag', uoMCode: '5PCS', unitName: 'Isi 5', sellPrice: 60_000 },
    ],
  },
});

/** 'Harga hari ini', each packaging as a heading, each unit's price as 'Rp …'. */
export const BothPackagings = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const prices = canvas.getByRole('region', { name: 'Harga hari ini' });
    await expect(
      within(prices).getByRole('heading', { level: 3, name: 'Coffee Bag' }),
    ).toBeVisible();
    await expect(within(prices).getByRole('heading', { level: 3, name: 'Drip Bag' })).toBeVisible();
    await expect(definitionOf(prices, '250 g')).toHaveTextContent('Rp 98.000');
    await expect(definitionOf(prices, '500 g')).toHaveTextContent('Rp 190.000');
    await expect(definitionOf(prices, 'Isi 5')).toHaveTextContent('Rp 60.000');
  },
});

/** Only coffee bags priced: no 'Drip Bag' heading at all. */
export const OnePackaging = meta.story({
  args: {
    prices: [{ packaging: 'CoffeeBag', uoMCode: '250GR', unitName: '250 g', sellPrice: 98_000 }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Coffee Bag' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Drip Bag' })).toBeNull();
    await expect(definitionOf(canvasElement, '250 g')).toHaveTextContent('Rp 98.000');
  },
});
