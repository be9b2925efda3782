import { type ModalProps, ModalShell } from './ModalShell';

export type DialogProps = ModalProps;

/**
 * A modal dialog in the middle of the screen with a title and a close button ('Tutup').
 * Controlled with isOpen/onOpenChange, or placed inside react-aria's DialogTrigger next to
 * the button that opens it.
 */
export function Dialog(props: DialogProps) {
  return <ModalShell {...props} placement="center" />;
}
