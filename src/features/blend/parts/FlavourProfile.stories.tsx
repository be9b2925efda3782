import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { FlavourProfile } from './FlavourProfile';

/** The blend's taste on four scales, each read out as 'x,y dari 5'. */
const meta = preview.meta({
  title: 'Parts/Blend/FlavourProfile',
  component: FlavourProfile,
  args: { flavour: { body: 3.75, acidity: 3, sweetness: 2.5, bitterness: 4.25 } },
});

/** Each scale's name with its value as a person reads it, in the order shown. */
function scales(canvasElement: HTMLElement) {
  return within(canvasElement)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

/** Values rounded to one decimal with a comma, out of 5; the bars beside them are silent. */
export const AProfile = meta.story({
  play: async ({ canvasElement }) => {
    await expect(scales(canvasElement)).toEqual([
      ['Body', '3,8 dari 5'],
      ['Keasaman', '3,0 dari 5'],
      ['Manis', '2,5 dari 5'],
      ['Pahit', '4,3 dari 5'],
    ]);
    for (const value of within(canvasElement).getAllByRole('definition')) {
      await expect(value.querySelector('[aria-hidden="true"]')).not.toBeNull();
    }
  },
});

/** The ends of the scale: a bar empty but for its 1, and one full at 5. */
export const ScaleEnds = meta.story({
  args: { flavour: { body: 5, acidity: 1, sweetness: 1, bitterness: 5 } },
  play: async ({ canvasElement }) => {
    await expect(scales(canvasElement)).toEqual([
      ['Body', '5,0 dari 5'],
      ['Keasaman', '1,0 dari 5'],
      ['Manis', '1,0 dari 5'],
      ['Pahit', '5,0 dari 5'],
    ]);
    const fills = within(canvasElement)
      .getAllByRole('definition')
      .map((value) => value.querySelector<HTMLElement>('[aria-hidden="true"] > span')?.style.width);
    await expect(fills).toEqual(['100%', '20%', '20%', '100%']);
  },
});

/** An origin without a profile: no guessed taste, just a word that there is none yet. */
export const Unknown = meta.story({
  args: { flavour: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Profil rasa belum tersedia untuk origin ini.')).toBeVisible();
    await expect(canvas.queryByRole('term')).toBeNull();
  },
});
