import { type ReactNode, useId } from 'react';
import { FeedbackIcon, type FeedbackKind } from './FeedbackIcon';
import { ModalShell } from './ModalShell';

export interface AlertShellProps {
  isOpen: boolean;
  kind: FeedbackKind;
  title: string;
  message?: ReactNode;
  /** Called for Escape; the buttons call their own handlers. */
  onEscape: () => void;
  isKeyboardDismissDisabled?: boolean;
  /** The buttons, in reading order. */
  actions: ReactNode;
}

/**
 * What AlertDialog and ConfirmDialog share: a small centred alertdialog with the feedback
 * icon over its title, the message that describes it, and no close button or click-away,
 * so it ends only by one of its buttons (or Escape).
 */
export function AlertShell({
  isOpen,
  kind,
  title,
  message,
  onEscape,
  isKeyboardDismissDisabled,
  actions,
}: AlertShellProps) {
  const messageId = useId();
  return (
    <ModalShell
      placement="center"
      size="sm"
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onEscape();
      }}
      isDismissable={false}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      isCloseButtonHidden
      icon={<FeedbackIcon kind={kind} />}
      title={title}
      aria-describedby={message === undefined ? undefined : messageId}
      footer={actions}
    >
      {message === undefined ? undefined : <p id={messageId}>{message}</p>}
    </ModalShell>
  );
}
