import { lazy, Suspense, useEffect, useState } from 'react';
import type { AlertDialogProps } from './AlertDialog';

// A closed alert is not on a screen: its code (react-aria's modal, focus scope and their
// parts) loads right after the screen renders, so the screen renders without it and the
// alert still opens at once when something happens.
const loadAlert = () => import('./AlertDialog');
const Shown = lazy(() => loadAlert().then((module) => ({ default: module.AlertDialog })));

/** AlertDialog, with its code loaded after the screen that holds it has rendered. */
export function AlertDialogOnDemand(props: AlertDialogProps) {
  // Mounted from the first opening on, so the alert can animate out when it closes.
  const [isNeeded, setNeeded] = useState(props.isOpen);
  if (props.isOpen && !isNeeded) setNeeded(true);
  useEffect(() => {
    loadAlert().catch(() => {
      // Opening the alert loads it again and shows the failure.
    });
  }, []);
  return isNeeded ? (
    <Suspense fallback={null}>
      <Shown {...props} />
    </Suspense>
  ) : null;
}
