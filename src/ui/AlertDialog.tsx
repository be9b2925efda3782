import type { ReactNode } from 'react';
import { AlertShell } from './AlertShell';
import { Button } from './Button';
import type { FeedbackKind } from './FeedbackIcon';

export type AlertKind = FeedbackKind;

export interface AlertDialogProps {
  isOpen: boolean;
  kind: AlertKind;
  /** 'Berhasil!', 'Gagal!', 'Error!', 'Sukses!', 'Ooops, Login terlebih dahulu!' … */
  title: string;
  message?: ReactNode;
  buttonLabel?: string;
  /** Called for the button and for Escape. */
  onDismiss: () => void;
  /** A second way on beside the button, e.g. 'Coba lagi' after a failure. */
  secondaryAction?: { label: string; onPress: () => void };
}

/** Tells the customer how something went, with one button to acknowledge it. */
export function AlertDialog({
  isOpen,
  kind,
  title,
  message,
  buttonLabel = 'Okay!',
  onDismiss,
  secondaryAction,
}: AlertDialogProps) {
  return (
    <AlertShell
      isOpen={isOpen}
      kind={kind}
      title={title}
      message={message}
      onEscape={onDismiss}
      actions={
        <>
          {secondaryAction && (
            <Button variant="secondary" onPress={secondaryAction.onPress}>
              {secondaryAction.label}
            </Button>
          )}
          <Button autoFocus onPress={onDismiss}>
            {buttonLabel}
          </Button>
        </>
      }
    />
  );
}
