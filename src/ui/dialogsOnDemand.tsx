import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import type { AlertDialogProps } from './AlertDialog';
import type { ConfirmDialogProps } from './ConfirmDialog';

// A closed dialog is not on a screen: its code (react-aria's modal, focus scope and their
// parts) loads right after the screen renders, so the screen renders without it and the
// dialog still opens at once when something happens.

type DialogLoader<Props> = () => Promise<ComponentType<Props>>;

// One lazy component per loader, so a dialog keeps its state from render to render.
const shownBy = new WeakMap<DialogLoader<never>, ComponentType<never>>();
function shownFor<Props>(load: DialogLoader<Props>): ComponentType<Props> {
  let shown = shownBy.get(load as DialogLoader<never>) as ComponentType<Props> | undefined;
  if (!shown) {
    shown = lazy(async () => ({ default: await load() }));
    shownBy.set(load as DialogLoader<never>, shown as ComponentType<never>);
  }
  return shown;
}

/**
 * The dialog `load` brings, with its code loaded after the screen that holds it has rendered
 * (a feature's own dialog: `load` is a module-level `async () => (await import('./X')).X`).
 */
export function DialogOnDemand<Props extends { isOpen: boolean }>({
  load,
  props,
}: {
  load: DialogLoader<Props>;
  props: Props;
}) {
  const Shown = shownFor(load);
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

const loadAlert = async () => (await import('./AlertDialog')).AlertDialog;
const loadConfirm = async () => (await import('./ConfirmDialog')).ConfirmDialog;

/** AlertDialog, with its code loaded after the screen that holds it has rendered. */
export function AlertDialogOnDemand(props: AlertDialogProps) {
  return <DialogOnDemand load={loadAlert} props={props} />;
}

/** ConfirmDialog, with its code loaded after the screen that holds it has rendered. */
export function ConfirmDialogOnDemand(props: ConfirmDialogProps) {
  return <DialogOnDemand load={loadConfirm} props={props} />;
}
