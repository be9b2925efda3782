import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Memuat…');
  },
};

export const WithOwnLabelAndSizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center', color: 'var(--color-roast)' }}>
      <Spinner size="sm" label="Memuat pesanan…" />
      <Spinner size="md" label="Memuat alamat…" />
      <Spinner size="lg" label="Memuat produk…" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses.map((status) => status.textContent)).toEqual([
      'Memuat pesanan…',
      'Memuat alamat…',
      'Memuat produk…',
    ]);
    const [small, , large] = statuses;
    await expect(large?.getBoundingClientRect().width).toBeGreaterThan(
      small?.getBoundingClientRect().width ?? Number.POSITIVE_INFINITY,
    );
  },
};

export const Decorative: Story = {
  args: { isDecorative: true },
  play: async ({ canvasElement }) => {
    // Inside something that already says it is busy, the spinner stays silent.
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  },
};
