import { framed } from '@kit/dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GoogleMark } from './GoogleMark';

const meta = {
  title: 'Parts/Auth/GoogleMark',
  component: GoogleMark,
  args: { className: 'mark' },
  decorators: [framed({ width: 48 })],
} satisfies Meta<typeof GoogleMark>;
export default meta;

/** Decoration beside the words 'Masuk dengan Google': silent to screen readers, never focused. */
export const HiddenFromAssistiveTechnology: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('svg.mark');
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(mark).toHaveAttribute('focusable', 'false');
    await expect(mark?.querySelectorAll('path')).toHaveLength(4);
  },
};
