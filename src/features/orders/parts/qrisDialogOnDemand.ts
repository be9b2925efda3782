import { onDemandPart } from '@/ui';

/**
 * The QRIS dialog (react-aria's modal and the QR code's library), loaded after the history's
 * cards or the order's page render: declared once for both, so they share one chunk and one
 * download.
 */
export const QrisDialogOnDemand = onDemandPart(
  async () => (await import('./QrisDialog')).QrisDialog,
  { isOpen: (props) => props.isOpen },
);
