import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import type { AlertDialogProps } from './AlertDialog';
import type { ConfirmDialogProps } from './ConfirmDialog';

// A closed dialog is not on a screen: its code (react-aria's modal, focus scope and their
// parts) loads right after the screen renders, so the screen renders without it and the
// dialog still opens at once when something happens.

const loadAlert = async () => (await import('./AlertDialog')).AlertDialog;
const loadConfirm = async () => (await import('./ConfirmDialog')).ConfirmDialog;
const Alert = lazy(async () => ({ default: await loadAlert() }));
const Confirm = lazy(async () => ({ default: await loadConfirm() }));

function DialogOnDemand<Props extends { isOpen: boolean }>({
  Shown,
  load,
  props,
}: {
  Shown: ComponentType<Props>;
  load: () => Promise<unknown>;
  props: Props;
}) {
  // Mounted from the first opening on, so the dialog can animate out when it closes.
  const [isNeeded, setNeeded] = useState(props.isOpen);
  if (props.isOpen && !isNeeded) setNeeded(true);
  useEffect(() => {
    load().catch(() => {
      // Opening the dialog loads it again and shows the failure.
    });
  }, [load]);
  return isNeeded ? (
    <Suspense fallback={null}>
      <Shown {...props} />
    </Suspense>
  ) : null;
}

/** AlertDialog, with its code loaded after the screen that holds it has rendered. */
export function AlertDialogOnDemand(props: AlertDialogProps) {
  return <DialogOnDemand Shown={Alert} load={loadAlert} props={props} />;
}

/** ConfirmDialog, with its code loaded after the screen that holds it has rendered. */
export function ConfirmDialogOnDemand(props: ConfirmDialogProps) {
  return <DialogOnDemand Shown={Confirm} load={loadConfirm} props={props} />;
}
