import { findRadioGroup } from '@kit/dom';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { COMPOSED_BLEND } from '../testBlends';
import { atStep } from './blendStepStory';
import { ChoosePackagingStep } from './ChoosePackagingStep';

/** Step 2 at its address on the demo gateway, the blend composed to 100%. */
const meta = preview.meta({
  title: 'Parts/Blend/ChoosePackagingStep',
  component: ChoosePackagingStep,
  ...atStep('/custom-blend/pilih-kemasan-produk', COMPOSED_BLEND),
});

/** Nothing chosen yet: the step says what to choose and 'Lanjut' waits. */
export const NothingChosen = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Pilih kemasan, ukuran dan tingkat penggilingan dulu ya!'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Lanjut' })).toBeDisabled();
  },
});

/** A coffee bag may hold whole beans; a drip bag holds ground coffee only. */
export const WholeBeansOnlyInABag = meta.story({
  play: async ({ canvasElement }) => {
    const packaging = await findRadioGroup(canvasElement, 'Kemasan');
    await userEvent.click(packaging.getByRole('radio', { name: 'Coffee Bag' }));
    await expect(
      (await findRadioGroup(canvasElement, 'Tingkat penggilingan')).getByRole('radio', {
        name: /Biji Utuh/,
      }),
    ).toBeVisible();
    await userEvent.click(packaging.getByRole('radio', { name: 'Drip Bag' }));
    const grinds = await findRadioGroup(canvasElement, 'Tingkat penggilingan');
    await expect(grinds.queryByRole('radio', { name: /Biji Utuh/ })).toBeNull();
    await expect(grinds.getByRole('radio', { name: 'Sedang (V60 / Drip)' })).toBeVisible();
  },
});
