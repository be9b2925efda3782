import { mobile } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { bean, COMPOSED_BLEND } from '../testBlends';
import { CompositionCard } from './CompositionCard';

/** The first step's card: the blend as it is being composed, each bean removable. */
const meta = preview.meta({
  title: 'Parts/Blend/CompositionCard',
  component: CompositionCard,
  args: { components: COMPOSED_BLEND.components, onRemove: fn() },
});

/** Nothing chosen: the ring says so, and there is nothing to remove. */
export const Empty = meta.story({
  args: { components: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Komposisi blend' })).toBeVisible();
    await expect(
      canvas.getByText('Belum ada kopi di blend-mu. Tambahkan kopi pertama di bawah.', {
        selector: 'p',
      }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Hapus/u })).toBeNull();
  },
});

/** Each bean with its share and origin; 'Hapus' names the bean it removes. */
export const Composed = meta.story({
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Komposisi blend' });
    const lines = within(list).getAllByRole('listitem');
    await expect(lines.map((line) => line.textContent)).toEqual([
      '50% Arabika Gayo Full Wash (Gayo)Hapus',
      '25% Arabika Toraja Sapan (Toraja)Hapus',
      '25% Robusta Temanggung (Temanggung)Hapus',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Arabika Toraja Sapan' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onRemove).toHaveBeenCalledWith('BN-TORA-250');
  },
});

export const OneBeanOnAPhone = meta.story({
  globals: mobile,
  args: { components: [bean('Gayo', 50)] },
  play: async ({ canvas }) => {
    const remove = canvas.getByRole('button', { name: 'Hapus Arabika Gayo Full Wash' });
    await expect(remove).toHaveTextContent('Hapus');
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
});
