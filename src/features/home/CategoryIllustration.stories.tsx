import { expectDecorative } from '@kit/dom';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { CategoryIllustration } from './CategoryIllustration';

/** The picture on each category card: a drawing, since the card's link names the category. */
const meta = preview.meta({
  title: 'Parts/Home/CategoryIllustration',
  component: CategoryIllustration,
  args: { alias: 'Beverages' as const },
  play: async ({ canvasElement }) => {
    const drawing = canvasElement.querySelector('svg');
    await expectDecorative(drawing);
    await expect(drawing).toHaveAttribute('focusable', 'false');
    // A 4 : 3 drawing, drawn and not empty.
    const { width, height } = drawing?.getBoundingClientRect() ?? { width: 0, height: 0 };
    await expect(Math.round((height / width) * 100)).toBe(75);
    await expect(drawing?.querySelectorAll('path, ellipse, rect').length).toBeGreaterThan(3);
  },
});

export const IcedKopiSusu = meta.story({});
export const DripBag = meta.story({ args: { alias: 'Drips' } });
export const BeanPouch = meta.story({ args: { alias: 'Beans' } });
