import { expectDecorative } from '@kit/dom';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { StepIcon } from './StepIcon';

const meta = preview.meta({
  title: 'UI/StepIcon',
  component: StepIcon,
  // As the cart's quantity field shows them: the button says what it does, the mark is
  // decoration.
  render: () => (
    <div style={{ display: 'flex', gap: 16, color: 'var(--color-roast)' }}>
      <button type="button" aria-label="Kurangi jumlah">
        <StepIcon kind="minus" />
      </button>
      <button type="button" aria-label="Tambah jumlah">
        <StepIcon kind="plus" />
      </button>
    </div>
  ),
});

/** Minus is one stroke, plus two; neither is read out beside its button's name. */
export const MinusAndPlus = meta.story({
  args: { kind: 'minus' },
  play: async ({ canvas }) => {
    const [minus, plus] = ['Kurangi jumlah', 'Tambah jumlah'].map((name) =>
      canvas.getByRole('button', { name }).querySelector('svg'),
    );
    await expectDecorative(minus ?? null);
    await expectDecorative(plus ?? null);
    await expect(minus?.querySelectorAll('path').length).toBe(1);
    await expect(plus?.querySelectorAll('path').length).toBe(2);
  },
});
