import { findModal, mobile, modalGone } from '@kit/dom';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { AlertDialog } from './AlertDialog';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = preview.meta({
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: true,
    message: 'Kopi Gayo Wine akan ditambahkan ke keranjang.',
    confirmLabel: 'Ya, Tambahkan',
    onConfirm: fn(),
    onCancel: fn(),
  },
});

export const Default = meta.story({
  play: async ({ args }) => {
    const dialog = await findModal('Kamu yakin?', 'alertdialog');
    await expect(dialog).toHaveAccessibleDescription(
      'Kopi Gayo Wine akan ditambahkan ke keranjang.',
    );
    const cancel = within(dialog).getByRole('button', { name: 'Batal' });
    const confirm = within(dialog).getByRole('button', { name: 'Ya, Tambahkan' });
    // Focus starts on the safe choice.
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(getComputedStyle(confirm).backgroundColor).toBe('rgb(142, 27, 27)');

    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
});

export const KeyboardAndEscape = meta.story({
  args: {
    cancelLabel: 'Tidak, Batalkan',
    message: 'Item dalam pembelian ini akan ditambahkan ke keranjang.',
  },
  play: async ({ args }) => {
    const dialog = await findModal('Kamu yakin?', 'alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Tidak, Batalkan' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Ya, Tambahkan' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
});

export const Confirming = meta.story({
  args: {
    isConfirming: true,
    title: 'Kamu yakin?',
    message: 'Profile kamu akan diperbaharui',
    confirmLabel: 'Ya, Perbaharui',
    cancelLabel: 'Tidak, Batalkan',
  },
  play: async ({ args }) => {
    const dialog = await findModal('Kamu yakin?', 'alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Ya, Perbaharui' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Tidak, Batalkan' })).toBeDisabled();
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
});

export const LongMessageOnMobile = meta.story({
  args: {
    message:
      'Kopi Arabika Gayo Wine Process Single Origin Aceh Tengah Edisi Panen Raya 2024 akan ditambahkan ke keranjang.',
  },
  globals: mobile,
  play: async () => {
    const box = (await findModal('Kamu yakin?', 'alertdialog')).getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
});

const submitted = fn();

/** Confirm, wait for the request, then tell the customer it worked: SPEC.md §4, add to cart. */
function AddToCartFlow() {
  const [step, setStep] = useState<'idle' | 'asking' | 'saving' | 'done'>('idle');
  return (
    <div style={{ padding: 24 }}>
      <Button onPress={() => setStep('asking')}>+ Keranjang</Button>
      <ConfirmDialog
        isOpen={step === 'asking' || step === 'saving'}
        isConfirming={step === 'saving'}
        message="Kopi Toraja Sapan akan ditambahkan ke keranjang."
        confirmLabel="Ya, Tambahkan"
        onCancel={() => setStep('idle')}
        onConfirm={() => {
          setStep('saving');
          submitted();
          setTimeout(() => setStep('done'), 400);
        }}
      />
      <AlertDialog
        isOpen={step === 'done'}
        kind="success"
        title="Berhasil!"
        message="Kopi Toraja Sapan berhasil ditambahkan ke keranjang."
        onDismiss={() => setStep('idle')}
      />
    </div>
  );
}

export const ConfirmThenSuccess = meta.story({
  render: () => <AddToCartFlow />,
  play: async ({ canvasElement }) => {
    submitted.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '+ Keranjang' }));
    const confirm = await findModal('Kamu yakin?', 'alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya, Tambahkan' }));
    await expect(submitted).toHaveBeenCalledOnce();
    await expect(within(confirm).getByRole('button', { name: 'Ya, Tambahkan' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    const success = await findModal('Berhasil!', 'alertdialog');
    await expect(success).toHaveTextContent('Kopi Toraja Sapan berhasil ditambahkan ke keranjang.');
    await userEvent.click(within(success).getByRole('button', { name: 'Okay!' }));
    await modalGone('alertdialog');
  },
});
