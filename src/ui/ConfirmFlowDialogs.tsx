import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import type { ConfirmFlowDialogsProps } from './ConfirmFlowDialogsShown';

export type { ConfirmFlowDialogsProps };

// The dialogs (react-aria's modal, focus scope and their parts) are not on a screen until a
// flow asks: a screen renders without their code, which loads right after it, so the
// question still opens at once.
const loadDialogs = () => import('./ConfirmFlowDialogsShown');
const Shown = lazy(loadDialogs) as ComponentType<ConfirmFlowDialogsProps<unknown>>;

/** The question and the answer of a useConfirmFlow flow, one at a time. */
export function ConfirmFlowDialogs<Input>(props: ConfirmFlowDialogsProps<Input>) {
  const { isAsking, isTelling } = props.flow.dialogs;
  // Mounted from the first question on, so a dialog can animate out when it closes.
  const [isNeeded, setNeeded] = useState(false);
  if ((isAsking || isTelling) && !isNeeded) setNeeded(true);
  useEffect(() => {
    loadDialogs().catch(() => {
      // Showing a dialog loads them again and shows the failure.
    });
  }, []);
  return isNeeded ? (
    <Suspense fallback={null}>
      <Shown {...(props as ConfirmFlowDialogsProps<unknown>)} />
    </Suspense>
  ) : null;
}
