import { expectDecorative } from '@kit/dom';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { CoffeeBean } from './CoffeeBean';

/** The shop's recurring bean, drawn inside the illustrations that place it. */
const meta = preview.meta({
  title: 'Parts/Home/CoffeeBean',
  component: CoffeeBean,
  args: { x: 40, y: 30 },
  render: (args) => (
    <svg viewBox="0 0 80 60" width="160" height="120" aria-hidden="true" focusable="false">
      <CoffeeBean {...args} />
    </svg>
  ),
});

const bean = (canvasElement: HTMLElement) => canvasElement.querySelector('g') as SVGGElement;
const fillOf = (canvasElement: HTMLElement) =>
  getComputedStyle(bean(canvasElement).querySelector('ellipse') as Element).fill;

export const Upright = meta.story({
  play: async ({ canvasElement }) => {
    await expectDecorative(bean(canvasElement));
    await expect(bean(canvasElement)).toHaveAttribute(
      'transform',
      'translate(40 30) rotate(0) scale(1)',
    );
    // The crease across the bean.
    await expect(bean(canvasElement).querySelector('path')).not.toBeNull();
  },
});

/** Placed, turned and sized by the drawing, in another of the palette's roasts. */
export const TurnedAndSmallInk = meta.story({
  args: { rotate: -30, scale: 0.5, tone: 'ink' },
  play: async ({ canvasElement }) => {
    await expect(bean(canvasElement)).toHaveAttribute(
      'transform',
      'translate(40 30) rotate(-30) scale(0.5)',
    );
    await expect(fillOf(canvasElement)).not.toBe('none');
  },
});

export const TonesDiffer = meta.story({
  render: () => (
    <svg viewBox="0 0 120 40" width="240" height="80" aria-hidden="true" focusable="false">
      <CoffeeBean x={20} y={20} tone="roast" />
      <CoffeeBean x={60} y={20} tone="roastStrong" />
      <CoffeeBean x={100} y={20} tone="ink" />
    </svg>
  ),
  play: async ({ canvasElement }) => {
    const fills = Array.from(
      canvasElement.querySelectorAll('ellipse'),
      (e) => getComputedStyle(e).fill,
    );
    await expect(new Set(fills).size).toBe(3);
  },
});
