import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StepIcon } from './StepIcon';

const meta = {
  title: 'Parts/BlendIntro/StepIcon',
  component: StepIcon,
  args: { index: 0 },
  render: () => (
    <ol style={{ display: 'flex', gap: 16, color: 'var(--color-roast)' }}>
      {['Pilih biji kopi', 'Pilih kemasan', 'Beri nama blend', 'Pesan'].map((title, index) => (
        <li key={title}>
          <StepIcon index={index} />
          {title}
        </li>
      ))}
    </ol>
  ),
} satisfies Meta<typeof StepIcon>;
export default meta;

/** One drawing per step, each decoration beside the step's title. */
export const EveryStep: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const drawings = [...canvasElement.querySelectorAll('svg')];
    await expect(drawings).toHaveLength(4);
    for (const drawing of drawings) {
      await expect(drawing).toHaveAttribute('aria-hidden', 'true');
      await expect(drawing.querySelector('g')?.childElementCount).toBeGreaterThan(1);
    }
  },
};
