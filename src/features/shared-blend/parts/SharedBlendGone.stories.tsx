import { expectLinkTo, mobile } from '@kit/dom';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { SharedBlendGone } from './SharedBlendGone';

/** An address with no shared blend: said so, with the way to the builder. */
const meta = preview.meta({
  title: 'Parts/SharedBlend/SharedBlendGone',
  component: SharedBlendGone,
});

/** The heading, why, and 'Buat Blend Kopi Kamu' to the builder's introduction. */
export const SaysGoneAndLeadsToTheBuilder = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Blend ini tidak dibagikan lagi' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Peraciknya mungkin sudah berhenti membagikannya/)).toBeVisible();
    await expectLinkTo(canvas, 'Buat Blend Kopi Kamu', '/custom-blend/introduction');
  },
});

/** On a phone, the same words and the same way out. */
export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Blend ini tidak dibagikan lagi' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buat Blend Kopi Kamu' })).toBeVisible();
  },
});
