import { onDemandPart } from './onDemandPart';

// A closed dialog is not on a screen: its code (react-aria's modal, focus scope and their
// parts) loads once the screen has rendered and the page is idle, so the screen renders
// without it and the dialog still opens at once when something happens.

/** AlertDialog, with its code loaded once the screen that holds it has rendered. */
export const AlertDialogOnDemand = onDemandPart(
  async () => (await import('./AlertDialog')).AlertDialog,
  { isOpen: (props) => props.isOpen },
);

/** ConfirmDialog, with its code loaded once the screen that holds it has rendered. */
export const ConfirmDialogOnDemand = onDemandPart(
  async () => (await import('./ConfirmDialog')).ConfirmDialog,
  { isOpen: (props) => props.isOpen },
);
