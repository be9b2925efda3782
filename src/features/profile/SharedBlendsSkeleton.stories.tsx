import { expectNoSidewaysScroll, findLoadingArea, mobile } from '@kit/dom';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { SharedBlendsSkeleton } from './SharedBlendsSkeleton';

const LOADING = 'Memuat blend yang kamu bagikan';

/**
 * The shape of two shared blends' cards while the profile's 'Blend Dibagikan' list loads
 * (SharedBlendsPanel, and the tab's lazily loaded panel in ProfileScreen).
 */
const meta = preview.meta({
  title: 'Parts/Profile/SharedBlendsSkeleton',
  component: SharedBlendsSkeleton,
});

/** Busy, saying what loads; the placeholders say nothing, and there is no list yet. */
export const Loading = meta.story({
  play: async ({ canvasElement, canvas }) => {
    const area = await findLoadingArea(canvasElement, LOADING);
    await expect(area).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

/** On a phone the two cards stack within the screen. */
export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const area = await findLoadingArea(canvasElement, LOADING);
    await expect(area.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoSidewaysScroll();
  },
});
