import { AlertDialog } from './AlertDialog';
import { ConfirmDialog } from './ConfirmDialog';
import type { ConfirmFlow } from './confirmFlowTypes';

export interface ConfirmFlowDialogsProps<Input> {
  flow: ConfirmFlow<Input>;
  /**
   * Offered beside 'Okay!' after a failure, e.g. 'Coba lagi': sends the same input again. A
   * lost answer's retry is offered whatever this says (the flow brings its label).
   */
  retryLabel?: string;
}

/** The question and the answer of a useConfirmFlow flow, one at a time (loaded on demand). */
export default function QuestionAndAnswerDialogs<Input>({
  flow,
  retryLabel,
}: ConfirmFlowDialogsProps<Input>) {
  const { question, isAsking, alert, isTelling, canRetry } = flow.dialogs;
  const offeredRetry = flow.dialogs.retryLabel ?? retryLabel;
  return (
    <>
      <ConfirmDialog
        isOpen={isAsking}
        title={question?.title}
        message={question?.message ?? ''}
        confirmLabel={question?.confirmLabel ?? ''}
        cancelLabel={question?.cancelLabel}
        isConfirming={flow.isSending}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
      />
      <AlertDialog
        isOpen={isTelling}
        kind={alert?.kind ?? 'success'}
        title={alert?.title ?? ''}
        message={alert?.message}
        onDismiss={flow.dismiss}
        {...(offeredRetry && canRetry
          ? {
              secondaryAction: {
                label: offeredRetry,
                onPress: () => {
                  flow.dismiss();
                  flow.retry();
                },
              },
            }
          : {})}
      />
    </>
  );
}
