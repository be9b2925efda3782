import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { BlendIllustration } from './BlendIllustration';

const meta = preview.meta({
  title: 'Parts/BlendIntro/BlendIllustration',
  component: BlendIllustration,
  args: { className: 'art' },
});

/** Decoration: the steps beside it say the same in words, so screen readers skip it. */
export const ExampleBlend = meta.story({
  play: async ({ canvasElement }) => {
    const art = canvasElement.querySelector('svg.art');
    await expect(art).toHaveAttribute('aria-hidden', 'true');
    await expect(art).toHaveAttribute('focusable', 'false');
  },
});
