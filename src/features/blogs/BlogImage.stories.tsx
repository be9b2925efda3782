import { framed, mobile } from '@kit/dom';
import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { BlogImage } from './BlogImage';

const meta = preview.meta({
  title: 'Parts/Blogs/BlogImage',
  component: BlogImage,
  args: { src: '/images/Blogs/panduan-seduh-v60-untuk-pemula.svg' },
  decorators: [framed({ maxWidth: 480 })],
});

const picture = (canvasElement: HTMLElement) => canvasElement.querySelector('img');
const drawnCup = (canvasElement: HTMLElement) => canvasElement.querySelector('svg');

/** The heading names the article, so the picture is decoration; it loads when near. */
export const FurtherDownThePage = meta.story({
  play: async ({ canvasElement }) => {
    await expect(picture(canvasElement)).toHaveAttribute('alt', '');
    await expect(picture(canvasElement)).toHaveAttribute('loading', 'lazy');
    // The 16:9 frame holds its height before the picture arrives.
    const frame = canvasElement.firstElementChild?.firstElementChild as HTMLElement;
    const { width, height } = frame.getBoundingClientRect();
    await expect(Math.round((width / height) * 9)).toBe(16);
  },
});

export const FirstOnScreen = meta.story({
  args: { priority: true },
  play: async ({ canvasElement }) => {
    await expect(picture(canvasElement)).toHaveAttribute('loading', 'eager');
  },
});

/** No picture, or one that cannot load: a drawn cup, silent to screen readers. */
export const NoPicture = meta.story({
  args: { src: null },
  play: async ({ canvasElement }) => {
    await expect(picture(canvasElement)).toBeNull();
    await expect(drawnCup(canvasElement)).toHaveAttribute('aria-hidden', 'true');
  },
});

export const PictureThatFailsToLoad = meta.story({
  globals: mobile,
  args: { src: '/images/Blogs/tidak-ada.png' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(picture(canvasElement)).toBeNull(), { timeout: 4000 });
    await expect(drawnCup(canvasElement)).toHaveAttribute('focusable', 'false');
  },
});
