import { useState } from 'react';
import { AlertDialog, ConfirmDialog } from '@/ui';
import type { Reorder } from '../hooks/useReorder';
import { orderTexts as t } from '../texts';

/** The 'Kamu yakin?' question and the 'Berhasil!' / 'Gagal!' answer of 'Beli Lagi'. */
export function ReorderDialogs({ reorder }: { reorder: Reorder }) {
  const { state, confirm, cancel, dismiss } = reorder;
  const isAsking = state.step === 'confirming' || state.step === 'submitting';
  const outcome = state.step === 'added' || state.step === 'failed' ? state.step : null;
  // The alert keeps its last words while it animates out after 'Okay!'.
  const [shown, setShown] = useState<'added' | 'failed'>('added');
  if (outcome !== null && outcome !== shown) setShown(outcome);
  return (
    <>
      <ConfirmDialog
        isOpen={isAsking}
        title={t.buyAgainConfirmTitle}
        message={t.buyAgainConfirmMessage}
        confirmLabel={t.buyAgainConfirm}
        cancelLabel={t.buyAgainCancel}
        isConfirming={state.step === 'submitting'}
        onConfirm={confirm}
        onCancel={cancel}
      />
      <AlertDialog
        isOpen={outcome !== null}
        kind={shown === 'failed' ? 'error' : 'success'}
        title={shown === 'failed' ? t.buyAgainFailureTitle : t.buyAgainSuccessTitle}
        message={shown === 'failed' ? t.buyAgainFailureMessage : t.buyAgainSuccessMessage}
        onDismiss={dismiss}
      />
    </>
  );
}
