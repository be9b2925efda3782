import { page } from '@kit/dom';
import { aProduct } from '@kit/products';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { CatalogueTabs } from './CatalogueTabs';

const beans = { name: 'Biji Kopi', alias: 'Beans' };
const shelved = (code: string, name: string, price: number) =>
  aProduct({ code, name, sellPrice: price, nonMemberPrice: price, memberPrice: price });
const products = [
  shelved('BN-GAYO', 'Gayo', 95_000),
  shelved('BN-TORAJA', 'Toraja', 80_000),
  shelved('BN-FLORES', 'Flores Bajawa', 120_000),
];

const meta = preview.meta({
  title: 'Parts/Catalogue/CatalogueTabs',
  component: CatalogueTabs,
  args: {
    categories: [{ name: 'Minuman', alias: 'Beverages' }, beans],
    products,
    selected: 'Beans',
    onSelect: fn(),
  },
});

const cardNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

export const BeansByPrice = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: 'Biji Kopi' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('3 produk')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Urutkan/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Termurah' }));
    await waitFor(() =>
      expect(cardNames(canvasElement)).toEqual(['Toraja', 'Gayo', 'Flores Bajawa']),
    );
  },
});

export const OpeningAnotherCategory = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Minuman' }));
    await expect(args.onSelect).toHaveBeenCalledWith('Beverages');
  },
});

export const EmptyCategory = meta.story({
  args: { selected: 'Beverages' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Belum ada produk' })).toBeVisible();
    await expect(canvas.getByText('0 produk')).toBeVisible();
  },
});
