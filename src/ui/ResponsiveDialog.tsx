import { mediaQueries } from './breakpoints';
import { type ModalProps, ModalShell } from './ModalShell';
import { useMediaQuery } from './useMediaQuery';

export type ResponsiveDialogProps = ModalProps;

/** A Dialog on desktop landscape (1024px and wider), a bottom sheet on tablets and phones. */
export function ResponsiveDialog(props: ResponsiveDialogProps) {
  const isDesktop = useMediaQuery(mediaQueries.desktop, true);
  return <ModalShell {...props} placement={isDesktop ? 'center' : 'bottom'} />;
}
