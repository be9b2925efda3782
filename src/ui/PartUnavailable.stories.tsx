import { mobile } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { PartUnavailable } from './PartUnavailable';

/**
 * Where a part stands when its code could not be downloaded (offline, or a deployment that
 * removed the old files): the shop's one offline sentence and a way to try again. The
 * onDemandPart stories show it replacing a real part; these show it on its own.
 */
const meta = preview.meta({
  title: 'UI/PartUnavailable',
  component: PartUnavailable,
  args: { onRetry: fn() },
});

const OFFLINE = 'Tidak dapat terhubung ke server. Periksa koneksi internetmu lalu coba lagi.';

/** In the page, where the part would be: announced, and 'Coba lagi' downloads it again. */
export const InThePage = meta.story({
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(OFFLINE);
    const retry = within(alert).getByRole('button', { name: 'Coba lagi' });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

/** For a dialog that could not load: it floats over the page, as the dialog would have. */
export const ForADialog = meta.story({
  args: { isFloating: true },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(getComputedStyle(alert).position).toBe('fixed');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

export const ForADialogOnAPhone = meta.story({
  globals: mobile,
  args: { isFloating: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('alert').getBoundingClientRect();
    // The sentence and its button stay inside the phone's width.
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
});
