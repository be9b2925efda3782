import { framed } from '@kit/dom';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Logo } from './Logo';

const meta = preview.meta({ title: 'Parts/Layout/Logo', component: Logo });

/** The word mark is the name; the drawn bean beside it is silent. */
export const OnADarkBar = meta.story({
  args: { inverse: true },
  decorators: [framed({ background: 'var(--color-espresso, #1b1410)', padding: 8 })],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Kopi Nusantara')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
});
