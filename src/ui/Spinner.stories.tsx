import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Spinner } from './Spinner';

const meta = preview.meta({
  title: 'UI/Spinner',
  component: Spinner,
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Memuat…');
  },
});

export const WithOwnLabelAndSizes = meta.story({
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
});

export const Decorative = meta.story({
  args: { isDecorative: true },
  play: async ({ canvasElement }) => {
    // Inside something that already says it is busy, the spinner stays silent.
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  },
});
