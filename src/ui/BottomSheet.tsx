import { type ModalProps, ModalShell } from './ModalShell';

export type BottomSheetProps = Omit<ModalProps, 'size'>;

/**
 * A modal sheet that slides up from the bottom edge, for phones. Closing slides it back
 * down and completes after 300 ms (SPEC.md); with reduced motion it fades instead.
 */
export function BottomSheet(props: BottomSheetProps) {
  return <ModalShell {...props} placement="bottom" />;
}
