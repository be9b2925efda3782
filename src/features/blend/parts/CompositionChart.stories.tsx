import { mobile } from '@kit/dom';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { bean, COMPOSED_BLEND } from '../testBlends';
import { CompositionChart } from './CompositionChart';

/** The blend's shares as a ring, with the same shares in words beside it. */
const meta = preview.meta({
  title: 'Parts/Blend/CompositionChart',
  component: CompositionChart,
  args: { components: COMPOSED_BLEND.components },
});

/** The words a person reads beside the ring, one share a line. */
function legendLines(canvasElement: HTMLElement) {
  const legend = within(canvasElement).getByRole('list', { name: 'Komposisi blend' });
  return within(legend)
    .getAllByRole('listitem')
    .map((share) => share.textContent);
}

/** The ring named by its shares, with `total` in its middle, and the same shares beside it. */
async function expectComposition(canvasElement: HTMLElement, total: string, shares: string[]) {
  await expect(
    within(canvasElement).getByRole('img', { name: `Komposisi blend: ${shares.join(', ')}` }),
  ).toHaveTextContent(total);
  await expect(legendLines(canvasElement)).toEqual(shares);
}

/** Nothing chosen yet: the ring is open all round and says so, as does the text beside it. */
export const Empty = meta.story({
  args: { components: [] },
  play: async ({ canvas }) => {
    const empty = 'Belum ada kopi di blend-mu. Tambahkan kopi pertama di bawah.';
    await expect(canvas.getByRole('img', { name: empty })).toHaveTextContent('0%');
    await expect(canvas.getByText(empty, { selector: 'p' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
});

export const OneComponent = meta.story({
  args: { components: [bean('Gayo', 50)] },
  play: async ({ canvasElement }) => {
    await expectComposition(canvasElement, '50%', ['50% Arabika Gayo Full Wash']);
  },
});

/** Part of the blend still to choose: the total in the ring says how far it is. */
export const PartlyFilled = meta.story({
  args: { components: [bean('Gayo', 50), bean('Toraja', 25)] },
  play: async ({ canvasElement }) => {
    await expectComposition(canvasElement, '75%', [
      '50% Arabika Gayo Full Wash',
      '25% Arabika Toraja Sapan',
    ]);
  },
});

export const Full = meta.story({
  play: async ({ canvasElement }) => {
    await expectComposition(canvasElement, '100%', [
      '50% Arabika Gayo Full Wash',
      '25% Arabika Toraja Sapan',
      '25% Robusta Temanggung',
    ]);
  },
});

/** Where the page lists the shares itself, only the ring is drawn; it still names them. */
export const WithoutLegend = meta.story({
  args: { hasLegend: false },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: /^Komposisi blend: 50% Arabika Gayo Full Wash/ }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
});

/** On a phone the words go under the ring rather than beside it. */
export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement, canvas }) => {
    const ring = canvas.getByRole('img').getBoundingClientRect();
    const legend = canvas.getByRole('list').getBoundingClientRect();
    await expect(legend.top).toBeGreaterThanOrEqual(ring.bottom);
    await expect(legendLines(canvasElement)).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
