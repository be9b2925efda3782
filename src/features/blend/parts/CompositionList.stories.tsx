import { expectNoSidewaysScroll, mobile } from '@kit/dom';
import { aSharedBlend, GAYO_ALONE } from '@kit/sharedBlends';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { COMPOSED_BLEND } from '../testBlends';
import { CompositionList } from './CompositionList';

/**
 * A blend's shares in words, one a line, as the cart's blend detail and the share preview
 * show them.
 */
const meta = preview.meta({
  title: 'Parts/Blend/CompositionList',
  component: CompositionList,
  args: {
    components: COMPOSED_BLEND.components.map(({ product, percentage }) => ({
      name: product.name,
      percentage,
    })),
  },
});

/** The lines a person reads, in the order shown. */
function lines(canvasElement: HTMLElement) {
  return within(canvasElement)
    .getAllByRole('listitem')
    .map((line) => line.textContent);
}

/** Each share before its bean, in the blend's order. */
export const ThreeBeans = meta.story({
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement)).toEqual([
      '50% Arabika Gayo Full Wash',
      '25% Arabika Toraja Sapan',
      '25% Robusta Temanggung',
    ]);
  },
});

/** One bean, the whole blend. */
export const OneBean = meta.story({
  args: { components: GAYO_ALONE.composition },
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement)).toEqual(['100% Arabika Gayo Full Wash']);
  },
});

/** A shared blend's composition, as the share preview passes it. */
export const ASharedBlend = meta.story({
  args: { components: aSharedBlend().composition },
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement)).toEqual([
      '50% Arabika Gayo Full Wash',
      '50% Robusta Temanggung',
    ]);
  },
});

/** On a phone a long bean name wraps inside the screen, its share still before it. */
export const LongNameOnAPhone = meta.story({
  globals: mobile,
  args: {
    components: [
      {
        name: 'Arabika Kintamani Natural Anaerob Fermentasi 72 Jam dari Kebun Keluarga',
        percentage: 75,
      },
      { name: 'Arabika Toraja Sapan', percentage: 25 },
    ],
  },
  play: async ({ canvasElement }) => {
    const [long] = within(canvasElement).getAllByRole('listitem');
    await expect(long).toHaveTextContent(/^75% Arabika Kintamani Natural/);
    await expect(long?.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(lines(canvasElement)).toHaveLength(2);
    await expectNoSidewaysScroll();
  },
});
