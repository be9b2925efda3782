import { expectDecorative } from '@kit/dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CategoryIllustration } from './CategoryIllustration';

/** The picture on each category card: a drawing, since the card's link names the category. */
const meta = {
  title: 'Parts/Home/CategoryIllustration',
  component: CategoryIllustration,
  args: { alias: 'Beverages' },
  play: async ({ canvasElement }) => {
    const drawing = canvasElement.querySelector('svg');
    await expectDecorative(drawing);
    await expect(drawing).toHaveAttribute('focusable', 'false');
    // A 4 : 3 drawing, drawn and not empty.
    const { width, height } = drawing?.getBoundingClientRect() ?? { width: 0, height: 0 };
    await expect(Math.round((height / width) * 100)).toBe(75);
    await expect(drawing?.querySelectorAll('path, ellipse, rect').length).toBeGreaterThan(3);
  },
} satisfies Meta<typeof CategoryIllustration>;
export default meta;
type Story = StoryObj<typeof meta>;

export const IcedKopiSusu: Story = {};
export const DripBag: Story = { args: { alias: 'Drips' } };
export const BeanPouch: Story = { args: { alias: 'Beans' } };
