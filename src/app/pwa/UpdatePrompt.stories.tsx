import { mobile } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { UpdatePrompt } from './UpdatePrompt';

const meta = preview.meta({
  title: 'App/UpdatePrompt',
  component: UpdatePrompt,
  args: { onReload: fn() },
});

/** A new version waits: said politely, and nothing happens until 'Muat ulang' is pressed. */
export const NewVersionOnDesktop = meta.story({
  play: async ({ canvasElement, args }) => {
    const prompt = within(canvasElement).getByRole('status');
    await expect(prompt.textContent).toBe('Versi baru tersedia·Muat ulang');
    await expect(within(prompt).getByText('·')).toBeVisible();
    // Bottom corner of a wide screen, clear of its left edge.
    const box = prompt.getBoundingClientRect();
    await expect(box.left).toBeGreaterThan(window.innerWidth / 2);
    await expect(args.onReload).not.toHaveBeenCalled();
    const reload = within(prompt).getByRole('button', { name: 'Muat ulang' });
    await userEvent.click(reload);
    await expect(args.onReload).toHaveBeenCalledOnce();
    // Pressed once: it waits for the new version, and a second press does nothing more.
    await expect(reload).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(reload);
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
});

/** On a phone: the width of the screen above the bottom bar, the words and the button. */
export const NewVersionOnMobile = meta.story({
  globals: mobile,
  play: async ({ canvasElement, args }) => {
    const prompt = within(canvasElement).getByRole('status');
    await expect(within(prompt).getByText('Versi baru tersedia')).toBeVisible();
    await expect(within(prompt).getByText('·')).not.toBeVisible();
    const box = prompt.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(window.innerWidth * 0.8);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Muat ulang' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
});
