import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { VisuallyHidden } from './VisuallyHidden';

const meta = preview.meta({
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
});

export const LabelsAnIconButton = meta.story({
  render: () => (
    <button type="button" style={{ width: 44, height: 44 }}>
      <span aria-hidden="true">🛒</span>
      <VisuallyHidden>Keranjang (3)</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Keranjang (3)' });
    const hidden = within(button).getByText('Keranjang (3)');
    // Read out, but it takes no room and cannot be seen.
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
  },
});

export const BlockContent = meta.story({
  render: () => (
    <VisuallyHidden elementType="div">
      <ul>
        <li>Gayo 50%</li>
        <li>Toraja 50%</li>
      </ul>
    </VisuallyHidden>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list.parentElement?.tagName).toBe('DIV');
  },
});
