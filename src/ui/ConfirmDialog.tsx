import type { ReactNode } from 'react';
import { AlertShell } from './AlertShell';
import { Button } from './Button';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title?: string;
  message: ReactNode;
  /** Says what happens, e.g. 'Ya, Tambahkan'. */
  confirmLabel: string;
  /** e.g. 'Tidak, Batalkan'. */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Called for the cancel button and for Escape. */
  onCancel: () => void;
  /**
   * While the confirmed action runs: the confirm button shows a spinner and ignores presses,
   * and the dialog cannot be cancelled half-way.
   */
  isConfirming?: boolean;
}

/**
 * Asks before an action that changes the customer's data ('Kamu yakin?'). The confirm button
 * is the dark red SPEC.md asks for; focus starts on cancel, the safe choice.
 */
export function ConfirmDialog({
  isOpen,
  title = 'Kamu yakin?',
  message,
  confirmLabel,
  cancelLabel = 'Batal',
  onConfirm,
  onCancel,
  isConfirming = false,
}: ConfirmDialogProps) {
  return (
    <AlertShell
      isOpen={isOpen}
      kind="warning"
      title={title}
      message={message}
      onEscape={onCancel}
      isKeyboardDismissDisabled={isConfirming}
      actions={
        <>
          <Button variant="secondary" autoFocus isDisabled={isConfirming} onPress={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant="danger" isLoading={isConfirming} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
