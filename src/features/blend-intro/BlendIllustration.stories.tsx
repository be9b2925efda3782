import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlendIllustration } from './BlendIllustration';

const meta = {
  title: 'Parts/BlendIntro/BlendIllustration',
  component: BlendIllustration,
  args: { className: 'art' },
} satisfies Meta<typeof BlendIllustration>;
export default meta;

/** Decoration: the steps beside it say the same in words, so screen readers skip it. */
export const ExampleBlend: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const art = canvasElement.querySelector('svg.art');
    await expect(art).toHaveAttribute('aria-hidden', 'true');
    await expect(art).toHaveAttribute('focusable', 'false');
  },
};
