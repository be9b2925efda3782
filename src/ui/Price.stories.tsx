import { mobile } from '@kit/dom';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Price } from './Price';

const meta = preview.meta({
  title: 'UI/Price',
  component: Price,
  args: { price: 120000 },
});

export const NonMemberOnly = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rp 120.000')).toBeVisible();
    await expect(canvas.queryByText('Harga member')).not.toBeInTheDocument();
    // Digits of equal width, so prices line up and do not jitter when they change.
    await expect(getComputedStyle(canvas.getByText('Rp 120.000')).fontVariantNumeric).toBe(
      'tabular-nums',
    );
  },
});

export const WithMemberPrice = meta.story({
  args: { memberPrice: 102000 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Rp 120.000')).toBeVisible();
    await expect(canvas.getByText('Harga member')).toBeVisible();
    await expect(canvas.getByText('Rp 102.000')).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Rp 120.000Harga memberRp 102.000');
  },
});

export const SameMemberPriceIsNotRepeated = meta.story({
  args: { memberPrice: 120000 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Rp 120.000')).toHaveLength(1);
    await expect(canvas.queryByText('Harga member')).not.toBeInTheDocument();
  },
});

export const Sizes = meta.story({
  args: { memberPrice: 95000 },
  render: (args) => (
    <div style={{ display: 'flex', gap: 32, alignItems: 'flex-start' }}>
      <Price {...args} size="sm" />
      <Price {...args} size="md" />
      <Price {...args} size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [small, , large] = within(canvasElement).getAllByText('Rp 120.000');
    await expect(large?.getBoundingClientRect().height).toBeGreaterThan(
      small?.getBoundingClientRect().height ?? Number.POSITIVE_INFINITY,
    );
  },
});

export const LargeAmountInANarrowCard = meta.story({
  // A product card in the two-column mobile grid.
  args: { price: 12500000, memberPrice: 11875000, size: 'md' },
  globals: mobile,
  render: (args) => (
    <div data-testid="card" style={{ width: 140, padding: 12, background: 'var(--color-surface)' }}>
      <Price {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByTestId('card');
    // Too wide for one line, the digits move under "Rp" rather than out of the card...
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const amount = canvas.getByText('Rp 12.500.000');
    await expect(amount.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
    // ...and the figure itself is never split.
    const digits = document.createRange();
    const text = amount.firstChild as Text;
    digits.setStart(text, 3);
    digits.setEnd(text, text.length);
    await expect(digits.getClientRects()).toHaveLength(1);
    await expect(canvas.getByText('Rp 11.875.000')).toBeVisible();
  },
});
