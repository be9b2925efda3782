import { findModal, mobile, page } from '@kit/dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { AlertShell } from './AlertShell';
import { Button } from './Button';

const onConfirm = fn();

/** The frame AlertDialog and ConfirmDialog share, here with a confirmation's two buttons. */
const meta = preview.meta({
  title: 'UI/AlertShell',
  component: AlertShell,
  args: {
    isOpen: true,
    kind: 'warning' as const,
    title: 'Kamu yakin?',
    message: 'Semua pilihan blend-mu akan dihapus dan kamu mulai dari awal.',
    onEscape: fn(),
    actions: (
      <>
        <Button variant="secondary" onPress={() => onConfirm('Tidak, Batalkan')}>
          Tidak, Batalkan
        </Button>
        <Button onPress={() => onConfirm('Ya, Reset')}>Ya, Reset</Button>
      </>
    ),
  },
  beforeEach: () => {
    onConfirm.mockClear();
  },
});

/**
 * An alertdialog named by its title and described by its message; its buttons in reading
 * order, and no close button besides them.
 */
export const WithAMessage = meta.story({
  play: async () => {
    const alert = await findModal('Kamu yakin?', 'alertdialog');
    await expect(alert).toHaveAccessibleDescription(
      'Semua pilihan blend-mu akan dihapus dan kamu mulai dari awal.',
    );
    const buttons = within(alert).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Tidak, Batalkan',
      'Ya, Reset',
    ]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Ya, Reset' }));
    await expect(onConfirm).toHaveBeenCalledWith('Ya, Reset');
  },
});

/** A title alone: nothing describes the alert, rather than an empty description. */
export const TitleOnly = meta.story({
  args: { kind: 'info', title: 'Terdapat perubahan harga!', message: undefined },
  play: async () => {
    const alert = await findModal('Terdapat perubahan harga!', 'alertdialog');
    await expect(alert).not.toHaveAttribute('aria-describedby');
    await expect(alert.querySelector('p')).toBeNull();
  },
});

/** The feedback mark over the title is decoration: the title says the same. */
export const MarkIsDecorative = meta.story({
  args: { kind: 'error', title: 'Gagal!', message: 'Terjadi kesalahan saat memesan blend.' },
  play: async () => {
    const alert = await findModal('Gagal!', 'alertdialog');
    await expect(within(alert).queryByRole('img')).toBeNull();
    await expect(alert.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
});

/** Escape ends it like its cancelling button would. */
export const EscapeEndsIt = meta.story({
  play: async ({ args }) => {
    await findModal('Kamu yakin?', 'alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onEscape).toHaveBeenCalledOnce());
  },
});

/**
 * While its answer is being sent Escape is off: only a button ends it, and a click beside it
 * never does.
 */
export const EscapeDisabled = meta.story({
  args: { isKeyboardDismissDisabled: true },
  play: async ({ args }) => {
    const alert = await findModal('Kamu yakin?', 'alertdialog');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await userEvent.click(within(alert).getByRole('button', { name: 'Tidak, Batalkan' }));
    await expect(onConfirm).toHaveBeenCalledWith('Tidak, Batalkan');
    await expect(args.onEscape).not.toHaveBeenCalled();
    await expect(page.getByRole('alertdialog', { name: 'Kamu yakin?' })).toBeVisible();
  },
});

/** On a phone it stays a small centred box, within the screen. */
export const OnAPhone = meta.story({
  globals: mobile,
  play: async () => {
    const box = (await findModal('Kamu yakin?', 'alertdialog')).getBoundingClientRect();
    await expect(box.left).toBeGreaterThan(0);
    await expect(box.right).toBeLessThan(window.innerWidth);
    await expect(Math.abs(box.left - (window.innerWidth - box.right))).toBeLessThanOrEqual(1);
  },
});
