import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;
export default meta;

type Story = StoryObj<typeof meta>;

export const LabelsAnIconButton: Story = {
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
};

export const BlockContent: Story = {
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
};
