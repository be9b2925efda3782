import { expectDecorative, framed } from '@kit/dom';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { HeroIllustration } from './HeroIllustration';

/** The hero's drawing: inline (no request before the first paint) and decorative. */
const meta = preview.meta({
  title: 'Parts/Home/HeroIllustration',
  component: HeroIllustration,
  args: { className: 'hero-art' },
});

const drawing = (canvasElement: HTMLElement) => canvasElement.querySelector('svg') as SVGElement;

export const FullSize = meta.story({
  play: async ({ canvasElement }) => {
    await expectDecorative(drawing(canvasElement));
    await expect(drawing(canvasElement)).toHaveAttribute('focusable', 'false');
    await expect(drawing(canvasElement)).toHaveClass('hero-art');
    // Its words ('BLEND', 'RACIKANMU') are part of the picture, hidden with it.
    await expect(drawing(canvasElement)).toHaveTextContent('BLENDRACIKANMU');
  },
});

/** In a narrow column it shrinks with its width and keeps its 7 : 6 shape. */
export const InANarrowColumn = meta.story({
  decorators: [framed({ width: 280 })],
  play: async ({ canvasElement }) => {
    const { width, height } = drawing(canvasElement).getBoundingClientRect();
    await expect(Math.round(width)).toBe(280);
    await expect(Math.round(height)).toBe(240);
  },
});
