import { framed } from '@kit/dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Logo } from './Logo';

const meta = { title: 'Parts/Layout/Logo', component: Logo } satisfies Meta<typeof Logo>;
export default meta;

/** The word mark is the name; the drawn bean beside it is silent. */
export const OnADarkBar: StoryObj<typeof meta> = {
  args: { inverse: true },
  decorators: [framed({ background: 'var(--color-espresso, #1b1410)', padding: 8 })],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Kopi Nusantara')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
