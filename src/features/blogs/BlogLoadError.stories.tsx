import { findLoadError, mobile } from '@kit/dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlogLoadError } from './BlogLoadError';

/** Where the blog list should be, when it could not be loaded. */
const meta = {
  title: 'Parts/Blogs/BlogLoadError',
  component: BlogLoadError,
  args: { onRetry: fn() },
} satisfies Meta<typeof BlogLoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Announced as an alert: what failed, what to do, and 'Coba lagi' to load it again. */
export const Retry: Story = {
  play: async ({ canvasElement, args }) => {
    const { alert, retry } = await findLoadError(
      canvasElement,
      'Artikel belum bisa dimuat',
      'Periksa koneksi internetmu, lalu coba lagi.',
    );
    await expect(
      within(alert).getByRole('heading', { name: 'Artikel belum bisa dimuat' }),
    ).toBeVisible();
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The keyboard reaches the retry and presses it too. */
export const RetryByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const { retry } = await findLoadError(canvasElement);
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const OnAPhone: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const { retry } = await findLoadError(canvasElement, 'Artikel belum bisa dimuat');
    await expect(retry).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
