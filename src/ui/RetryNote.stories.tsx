import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { RetryNote } from './RetryNote';

const meta = preview.meta({
  title: 'UI/RetryNote',
  component: RetryNote,
  args: { children: 'Gagal memuat harga.', retryLabel: 'Coba lagi', onRetry: fn() },
});

/** Announced as it appears; the retry is a button named by the feature's words. */
export const FailedPrice = meta.story({
  play: async ({ canvasElement, args }) => {
    const note = within(canvasElement).getByRole('alert');
    await expect(note.tagName).toBe('P');
    await expect(note).toHaveTextContent('Gagal memuat harga. Coba lagi');
    await userEvent.click(within(note).getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

/** Inside a line of text, beside a label: a span, not a paragraph. */
export const InsideALine = meta.story({
  args: { as: 'span' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert').tagName).toBe('SPAN');
  },
});
