import { findLoadError, mobile } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { BlogLoadError } from './BlogLoadError';

/** Where the blog list should be, when it could not be loaded. */
const meta = preview.meta({
  title: 'Parts/Blogs/BlogLoadError',
  component: BlogLoadError,
  args: { onRetry: fn() },
});

/** Announced as an alert: what failed, what to do, and 'Coba lagi' to load it again. */
export const Retry = meta.story({
  play: async ({ canvasElement, args }) => {
    const { alert, retry } = await findLoadError(
      canvasElement,
      'Artikel belum bisa dimuat',
      'Periksa koneksi internetmu lalu coba lagi.',
    );
    await expect(
      within(alert).getByRole('heading', { name: 'Artikel belum bisa dimuat' }),
    ).toBeVisible();
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

/** The keyboard reaches the retry and presses it too. */
export const RetryByKeyboard = meta.story({
  play: async ({ canvasElement, args }) => {
    const { retry } = await findLoadError(canvasElement);
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const { retry } = await findLoadError(canvasElement, 'Artikel belum bisa dimuat');
    await expect(retry).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
