import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { silentDrawings } from '@/ui/storyDrawings';
import { StepIcon } from './StepIcon';

const meta = preview.meta({
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
});

/** One drawing per step, each decoration beside the step's title. */
export const EveryStep = meta.story({
  play: async ({ canvasElement }) => {
    for (const drawing of await silentDrawings(canvasElement, 4)) {
      await expect(drawing.querySelector('g')?.childElementCount).toBeGreaterThan(1);
    }
  },
});
