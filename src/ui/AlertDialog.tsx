import { type ReactNode, useId } from 'react';
import { Button } from './Button';
import { FeedbackIcon, type FeedbackKind } from './FeedbackIcon';
import { ModalShell } from './ModalShell';

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
  const messageId = useId();
  return (
    <ModalShell
      placement="center"
      size="sm"
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      isDismissable={false}
      isCloseButtonHidden
      icon={<FeedbackIcon kind={kind} />}
      title={title}
      aria-describedby={message === undefined ? undefined : messageId}
      footer={
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
    >
      {message === undefined ? undefined : <p id={messageId}>{message}</p>}
    </ModalShell>
  );
}
