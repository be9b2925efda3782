import { findModal, modalGone } from '@kit/dom';
import { failingFirstDownload, retryAfterOffline } from '@kit/parts';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from './Button';
import { AlertDialogOnDemand, ConfirmDialogOnDemand } from './dialogsOnDemand';
import { onDemandPart } from './onDemandPart';

/**
 * What screens get as `AlertDialog` and `ConfirmDialog` from '@/ui': closed, nothing of the
 * dialog is on the page; opened, it shows with its own texts and ends through its callbacks.
 */
function Flow({ onConfirm, onDismiss }: { onConfirm: () => void; onDismiss: () => void }) {
  const [step, setStep] = useState<'idle' | 'asking' | 'telling'>('idle');
  return (
    <>
      <Button onPress={() => setStep('asking')}>Hapus alamat</Button>
      <ConfirmDialogOnDemand
        isOpen={step === 'asking'}
        title="Kamu yakin?"
        message="Alamat ini akan dihapus"
        confirmLabel="Ya, Hapus"
        cancelLabel="Tidak, Batalkan"
        onConfirm={() => {
          onConfirm();
          setStep('telling');
        }}
        onCancel={() => setStep('idle')}
      />
      <AlertDialogOnDemand
        isOpen={step === 'telling'}
        kind="success"
        title="Berhasil!"
        message="Alamat berhasil dihapus"
        onDismiss={() => {
          onDismiss();
          setStep('idle');
        }}
      />
    </>
  );
}

const meta = preview.meta({
  title: 'UI/DialogsOnDemand',
  component: Flow,
  args: { onConfirm: fn(), onDismiss: fn() },
});

export const AskThenTell = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Closed: not on the page at all.
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus alamat' }));
    const question = await findModal('Kamu yakin?', 'alertdialog');
    await expect(question).toHaveAccessibleDescription('Alamat ini akan dihapus');
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Hapus' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    const answer = await findModal('Berhasil!', 'alertdialog');
    await userEvent.click(within(answer).getByRole('button', { name: 'Okay!' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await modalGone('alertdialog');
  },
});

/** ConfirmDialog as the barrel makes it, on a network that fails its first two downloads. */
function OfflineFirst() {
  const [Confirm] = useState(() =>
    onDemandPart(
      failingFirstDownload(async () => (await import('./ConfirmDialog')).ConfirmDialog, 2),
      { isOpen: (props) => props.isOpen },
    ),
  );
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Hapus alamat</Button>
      <Confirm
        isOpen={isOpen}
        title="Kamu yakin?"
        message="Alamat ini akan dihapus"
        confirmLabel="Ya, Hapus"
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

/**
 * The dialog's code did not arrive after the screen rendered (offline): closed, the page
 * says nothing of it; opened, the shop's offline words float over the page, and 'Coba lagi'
 * downloads it again and the question opens.
 */
export const DownloadFailsThenRetry = meta.story({
  render: () => <OfflineFirst />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus alamat' }));
    await retryAfterOffline();
    const question = await findModal('Kamu yakin?', 'alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Hapus' }));
    await modalGone('alertdialog');
  },
});
