import type { ComponentType } from 'react';
import { onDemandPart } from './onDemandPart';
import type { ConfirmFlowDialogsProps } from './QuestionAndAnswerDialogs';

export type { ConfirmFlowDialogsProps };

type LoadedDialogs = ComponentType<ConfirmFlowDialogsProps<unknown>>;

// The dialogs (react-aria's modal, focus scope and their parts) are not on a screen until a
// flow asks: a screen renders without their code, which loads right after it, so the
// question still opens at once.
const Dialogs = onDemandPart(
  async () => (await import('./QuestionAndAnswerDialogs')).default as LoadedDialogs,
  { isOpen: ({ flow }) => flow.dialogs.isAsking || flow.dialogs.isTelling },
);

/** The question and the answer of a useConfirmFlow flow, one at a time. */
export function ConfirmFlowDialogs<Input>(props: ConfirmFlowDialogsProps<Input>) {
  return <Dialogs {...(props as ConfirmFlowDialogsProps<unknown>)} />;
}
