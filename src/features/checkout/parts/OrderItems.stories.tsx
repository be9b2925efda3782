import { mobile } from '@kit/dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CartLine } from '@/api/cart';
import { OrderItems } from './OrderItems';

// Checkout reaches the cart only through its public entry, which holds no story data: the
// lines here are the shapes GET /api/Cart answers with.

/** A bag of beans with its grind level, 99 of them: the most a line takes. */
const ninetyNineBags: CartLine = {
  alias: 'crt-siti-1',
  product: { code: 'BN-GAYO-250', name: 'Arabika Gayo Full Wash', image: 'BN-GAYO-250-1.svg' },
  quantity: 99,
  uoM: { code: '250GR', name: '250 g' },
  price: 125_000,
  lineTotal: 12_375_000,
  weightInMg: 27_225_000,
  remarks: 'Sedang (V60 / Drip)',
  varianceJSON: '[]',
};

/** A blend the customer composed: its composition travels in the product's options. */
const blend: CartLine = {
  alias: 'crt-siti-blend',
  product: {
    code: 'CB-000001',
    name: 'Racikan Pagi Siti',
    image: 'CB-000001-1.svg',
    productOptions: [
      { code: 'BN-GAYO-250', name: 'Arabika Gayo Full Wash', percentage: 75 },
      { code: 'BN-TORAJA-250', name: 'Arabika Toraja Sapan', percentage: 25 },
      { code: 'PKG-BAG', name: 'Coffee Bag', optionCategory: '05' },
    ],
  },
  quantity: 1,
  uoM: { code: '250GR', name: '250 g' },
  price: 140_000,
  lineTotal: 140_000,
  weightInMg: 260_000,
  remarks: 'Halus (Espresso)',
  varianceJSON: '[]',
};

/** A drink with the choices it is made with. */
const kopiSusu: CartLine = {
  alias: 'crt-siti-2',
  product: { code: 'BV-KSGA', name: 'Kopi Susu Gula Aren', image: 'BV-KSGA-1.svg' },
  quantity: 1,
  uoM: { code: 'CUP', name: 'Cup' },
  price: 25_000,
  lineTotal: 25_000,
  weightInMg: 450_000,
  remarks: '',
  varianceJSON: JSON.stringify([
    { name: 'Ukuran', details: [{ value: 'Large' }] },
    { name: 'Es', details: [{ value: 'Normal' }] },
  ]),
};

const meta = {
  title: 'Parts/Checkout/OrderItems',
  component: OrderItems,
  args: { lines: [ninetyNineBags, blend, kopiSusu] },
} satisfies Meta<typeof OrderItems>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The order's lines (each line's facts are a list of their own inside it). */
const items = (canvas: ReturnType<typeof within>) =>
  Array.from(canvas.getByRole('list', { name: 'Produk yang dibeli' }).children) as HTMLElement[];

/** Every line as it will be ordered, read-only: nothing to change or press here. */
export const ThreeLines: Story = {
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
      within(ours).getByText('75% Arabika Gayo Full Wash, 25% Arabika Toraja Sapan'),
    ).toBeVisible();
    await expect(ours).toHaveTextContent('Halus (Espresso)');
    await expect(drink).toHaveTextContent('Ukuran: Large');
    await expect(drink).toHaveTextContent('Es: Normal');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** On a phone the 99-line's big total stays on the screen. */
export const OnAPhone: Story = {
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    const total = within(items(canvas)[0] as HTMLElement).getByText('Rp 12.375.000');
    await expect(total.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
    const list = canvas.getByRole('list', { name: 'Produk yang dibeli' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
