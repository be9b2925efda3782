import { backdropOf, expectDecorative, findModal, mobile, modalGone } from '@kit/dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from './Button';
import { FeedbackIcon } from './FeedbackIcon';
import { ModalShell } from './ModalShell';

/** The one modal behind Dialog, ResponsiveDialog's sheet, ConfirmDialog and AlertDialog. */
const meta = preview.meta({
  title: 'UI/ModalShell',
  component: ModalShell,
  args: {
    placement: 'center' as const,
    defaultOpen: true,
    title: 'Jumlah & Opsi Pembelian',
    children: <p>Pilih jumlah dan satuan.</p>,
    footer: ({ close }) => <Button onPress={close}>Simpan</Button>,
    onOpenChange: fn(),
  },
});

const findShell = () => findModal('Jumlah & Opsi Pembelian');

export const CentredWithAFooter = meta.story({
  play: async ({ args }) => {
    const modal = await findShell();
    const close = within(modal).getByRole('button', { name: 'Tutup' });
    await expectDecorative(close.querySelector('svg'));
    // Focus is inside, and the page behind cannot scroll.
    await waitFor(() => expect(modal).toContainElement(document.activeElement as HTMLElement));
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    // The footer gets `close`: its button can finish what the modal is for.
    await userEvent.click(within(modal).getByRole('button', { name: 'Simpan' }));
    await modalGone();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
});

/** A sheet: anchored to the bottom edge at full width, and 300 ms to slide away (SPEC). */
export const BottomSheetOnAPhone = meta.story({
  args: { placement: 'bottom' },
  globals: mobile,
  play: async () => {
    const sheet = await findShell();
    await waitFor(() =>
      expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight),
    );
    await expect(Math.round(sheet.getBoundingClientRect().width)).toBe(window.innerWidth);
    // The drag handle is a picture of one, not a control.
    await expectDecorative(sheet.parentElement?.querySelector(':scope > span') ?? null);
    const started = performance.now();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Tutup' }));
    // Still on screen while it slides down, and gone once the 300 ms close has run.
    await expect(sheet).toBeInTheDocument();
    await modalGone();
    await expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  },
});

/** An alert: icon over a centred title, no close button, not dismissed by a click outside. */
export const AlertWithoutCloseButton = meta.story({
  args: {
    role: 'alertdialog',
    title: 'Berhasil!',
    icon: <FeedbackIcon kind="success" />,
    isCloseButtonHidden: true,
    isDismissable: false,
    children: undefined,
    footer: ({ close }) => <Button onPress={close}>Okay!</Button>,
  },
  play: async ({ args }) => {
    const alert = await findModal('Berhasil!', 'alertdialog');
    await expect(within(alert).queryByRole('button', { name: 'Tutup' })).toBeNull();
    // A click on the backdrop around it does not ask to close it; its button does.
    await userEvent.click(backdropOf(alert));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Okay!' }));
    await modalGone('alertdialog');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
});

/** Long content scrolls inside the body, which the keyboard can then reach to scroll it. */
export const LongContentScrolls = meta.story({
  args: {
    closeLabel: 'Tutup detail',
    size: 'sm',
    children: Array.from({ length: 40 }, (_, line) => `Baris ke-${line + 1}`).map((text) => (
      <p key={text}>{text}</p>
    )),
  },
  play: async () => {
    const modal = await findShell();
    await expect(within(modal).getByRole('button', { name: 'Tutup detail' })).toBeVisible();
    const body = within(modal).getByText('Baris ke-1').parentElement as HTMLElement;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(modal.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
  },
});

/** A sheet with long content is never taller than the screen either. */
export const LongContentScrollsInASheet = LongContentScrolls.extend({
  args: { placement: 'bottom' },
  globals: mobile,
});
