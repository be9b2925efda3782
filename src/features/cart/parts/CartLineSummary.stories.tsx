import { blendLine, gayoLine, kopiSusuLine } from '@kit/cartLines';
import { mobile } from '@kit/dom';
import { failing, neverAnswering } from '@kit/gateway';
import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { formatIDR } from '@/lib/format';
import { CartLineSummary, cartSummary, useCartLines } from '../public';

/** One cart line as checkout and the branch summary list it: compact and read-only. */
const meta = preview.meta({
  title: 'Cart/CartLineSummary',
  component: CartLineSummary,
  args: { line: gayoLine },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: '28rem' }}>
        <li>
          <Story />
        </li>
      </ul>
    ),
  ],
});

export const GrindLevel = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Arabika Gayo Full Wash')).toBeVisible();
    await expect(canvas.getByText('250 g')).toBeVisible();
    await expect(canvas.getByText('Sedang (V60 / Drip)')).toBeVisible();
    await expect(canvas.getByText('2 × Rp 125.000')).toBeVisible();
    await expect(canvas.getByText('Rp 250.000')).toBeVisible();
    // Nothing in it can be changed or pressed.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
});

export const Variances = meta.story({
  args: { line: kopiSusuLine },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cup')).toBeVisible();
    for (const choice of ['Ukuran: Large', 'Gula: Less', 'Es: Normal']) {
      await expect(canvas.getByText(choice)).toBeVisible();
    }
    await expect(canvas.getByText('1 × Rp 25.000')).toBeVisible();
  },
});

export const CustomBlend = meta.story({
  args: { line: blendLine },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        '50% Arabika Gayo Full Wash, 25% Arabika Toraja Sapan, 25% Robusta Temanggung',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Halus (Espresso)')).toBeVisible();
  },
});

export const LongNameOnAPhone = meta.story({
  globals: mobile,
  args: {
    line: {
      ...gayoLine,
      product: {
        ...gayoLine.product,
        name: 'Arabika Gayo Wine Natural Anaerobic Fermentation Lot 7',
      },
    },
  },
  play: async ({ canvasElement }) => {
    // The name wraps instead of pushing the total off the screen.
    const total = within(canvasElement).getByText('Rp 250.000');
    await expect(total.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
});

/** How checkout reads the cart: the one cached copy of its lines, and their summary. */
function CartLinesAsCheckoutReadsThem() {
  const cart = useCartLines();
  if (cart.status === 'loading') return <p>Memuat…</p>;
  if (cart.status === 'error') return <p role="alert">{cart.error.userMessage}</p>;
  const { total, weightMg, count } = cartSummary(cart.data);
  return (
    <section aria-label="Ringkasan">
      <ul style={{ listStyle: 'none', padding: 0 }}>
        {cart.data.map((line) => (
          <li key={line.alias}>
            <CartLineSummary line={line} />
          </li>
        ))}
      </ul>
      <p>
        {count} produk, {weightMg / 1000} g, total {formatIDR(total)}
      </p>
    </section>
  );
}

/** useCartLines and cartSummary on Siti's cart, as the mock gateway seeds it. */
export const UseCartLines: StoryObj = {
  render: () => <CartLinesAsCheckoutReadsThem />,
  parameters: { session: 'siti' },
  play: async ({ canvasElement }) => {
    const summary = await within(canvasElement).findByRole('region', { name: 'Ringkasan' });
    await expect(within(summary).getByText('Arabika Gayo Full Wash')).toBeVisible();
    await expect(within(summary).getByText('Kopi Susu Gula Aren')).toBeVisible();
    await expect(within(summary).getByText('2 produk, 1000 g, total Rp 275.000')).toBeVisible();
  },
};

export const UseCartLinesLoading: StoryObj = {
  render: () => <CartLinesAsCheckoutReadsThem />,
  parameters: { session: 'siti', msw: { handlers: [neverAnswering('get', '/api/Cart')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Memuat…')).toBeVisible();
  },
};

export const UseCartLinesFailing: StoryObj = {
  render: () => <CartLinesAsCheckoutReadsThem />,
  parameters: { session: 'siti', msw: { handlers: [failing('get', '/api/Cart')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
