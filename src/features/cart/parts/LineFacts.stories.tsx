import { blendLine, gayoLine, kopiSusuLine } from '@kit/cartLines';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { LineFacts } from './LineFacts';

/** What tells one line from another of the same product, under its name. */
const meta = preview.meta({
  title: 'Parts/Cart/LineFacts',
  component: LineFacts,
  args: { line: gayoLine },
});

const facts = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .map((fact) => fact.textContent);

/** The unit as a shopper reads it (never the gateway's '250GR') and the grind level. */
export const UnitAndGrind = meta.story({
  play: async ({ canvasElement }) => {
    await expect(facts(canvasElement)).toEqual(['250 g', 'Sedang (V60 / Drip)']);
    await expect(within(canvasElement).queryByText(/Racikan/)).toBeNull();
  },
});

export const DrinkChoices = meta.story({
  args: { line: kopiSusuLine },
  play: async ({ canvasElement }) => {
    await expect(facts(canvasElement)).toEqual([
      'Cup',
      'Ukuran: Large',
      'Gula: Less',
      'Es: Normal',
    ]);
  },
});

/** A custom blend says what it is made of; its packaging is not a share of it. */
export const BlendComposition = meta.story({
  args: { line: blendLine },
  play: async ({ canvas, canvasElement }) => {
    await expect(facts(canvasElement)).toEqual(['250 g', 'Halus (Espresso)']);
    await expect(
      canvas.getByText(/50% Arabika Gayo Full Wash, 25% Arabika Toraja Sapan, 25% Robusta/),
    ).toHaveTextContent(
      'Racikan: 50% Arabika Gayo Full Wash, 25% Arabika Toraja Sapan, 25% Robusta Temanggung',
    );
    await expect(canvas.queryByText(/Coffee Bag/)).toBeNull();
  },
});

/** A line with nothing chosen shows its unit alone; variances the shop cannot read are left out. */
export const UnitOnly = meta.story({
  args: { line: { ...kopiSusuLine, varianceJSON: 'not json' } },
  play: async ({ canvasElement }) => {
    await expect(facts(canvasElement)).toEqual(['Cup']);
  },
});
