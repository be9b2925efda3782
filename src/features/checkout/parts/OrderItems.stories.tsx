import { blendLine, gayoLine, kopiSusuLine } from '@kit/cartLines';
import { mobile } from '@kit/dom';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { CartLine } from '@/api/cart';
import { OrderItems } from './OrderItems';

/** A bag of beans with its grind level, 99 of them: the most a line takes. */
const ninetyNineBags: CartLine = {
  ...gayoLine,
  quantity: 99,
  lineTotal: 12_375_000,
  weightInMg: 27_225_000,
};

const meta = preview.meta({
  title: 'Parts/Checkout/OrderItems',
  component: OrderItems,
  args: { lines: [ninetyNineBags, blendLine, kopiSusuLine] },
});

/** The order's lines (each line's facts are a list of their own inside it). */
const items = (canvas: ReturnType<typeof within>) =>
  Array.from(canvas.getByRole('list', { name: 'Produk yang dibeli' }).children) as HTMLElement[];

/** Every line as it will be ordered, read-only: nothing to change or press here. */
export const ThreeLines = meta.story({
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Produk yang dibeli' }),
    ).toBeVisible();
    const lines = items(canvas);
    await expect(lines).toHaveLength(3);
    const [bags, ours, drink] = lines as [HTMLElement, HTMLElement, HTMLElement];
    await expect(bags).toHaveTextContent('Arabika Gayo Full Wash');
    await expect(bags).toHaveTextContent('99 × Rp 125.000');
    await expect(bags).toHaveTextContent('Rp 12.375.000');
    await expect(ours).toHaveTextContent('Racikan Pagi Siti');
    await expect(
      within(ours).getByText(
        '50% Arabika Gayo Full Wash, 25% Arabika Toraja Sapan, 25% Robusta Temanggung',
      ),
    ).toBeVisible();
    await expect(ours).toHaveTextContent('Halus (Espresso)');
    await expect(drink).toHaveTextContent('Ukuran: Large');
    await expect(drink).toHaveTextContent('Es: Normal');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
});

/** On a phone the 99-line's big total stays on the screen. */
export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    const total = within(items(canvas)[0] as HTMLElement).getByText('Rp 12.375.000');
    await expect(total.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
    const list = canvas.getByRole('list', { name: 'Produk yang dibeli' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
});
