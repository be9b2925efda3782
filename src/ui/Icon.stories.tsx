import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Icon } from './Icon';

/** The close cross, as the dialogs draw it. */
const cross = <path d="M6 6l12 12M18 6 6 18" />;

/** A line icon: drawn in the text's colour, silent for screen readers. */
const meta = preview.meta({
  title: 'UI/Icon',
  component: Icon,
  args: { children: cross },
});

/**
 * In a control named by its own words the icon adds nothing a screen reader hears: the
 * button is called 'Tutup' and nothing else.
 */
export const InANamedButton = meta.story({
  render: (args) => (
    <button type="button" aria-label="Tutup" style={{ width: 44, height: 44, color: '#6b3a1e' }}>
      <Icon {...args} />
    </button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Tutup' });
    const icon = button.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon).toHaveAttribute('focusable', 'false');
    await expect(within(button).queryByRole('img')).toBeNull();
    // It takes the colour of the text around it, and stays an outline.
    await expect(getComputedStyle(icon as SVGElement).stroke).toBe('rgb(107, 58, 30)');
    await expect(getComputedStyle(icon as SVGElement).fill).toBe('none');
  },
});

/** Beside words, e.g. a link's, the words alone are read. */
export const BesideText = meta.story({
  args: { strokeWidth: 3 },
  render: (args) => (
    <a href="/cart" style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <span style={{ display: 'inline-block', width: 20, height: 20 }}>
        <Icon {...args} />
      </span>
      Keranjang
    </a>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Keranjang' });
    // A thicker stroke where the caller asks for one (Spinner, feedback marks).
    await expect(link.querySelector('svg')).toHaveAttribute('stroke-width', '3');
  },
});
