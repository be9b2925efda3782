import { framed } from '@kit/dom';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { GoogleMark } from './GoogleMark';

const meta = preview.meta({
  title: 'Parts/Auth/GoogleMark',
  component: GoogleMark,
  args: { className: 'mark' },
  decorators: [framed({ width: 48 })],
});

/** Decoration beside the words 'Masuk dengan Google': silent to screen readers, never focused. */
export const HiddenFromAssistiveTechnology = meta.story({
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('svg.mark');
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(mark).toHaveAttribute('focusable', 'false');
    await expect(mark?.querySelectorAll('path')).toHaveLength(4);
  },
});
