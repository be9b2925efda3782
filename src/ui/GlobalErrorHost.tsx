import { useState } from 'react';
import { AlertDialog } from './AlertDialog';

export interface GlobalError {
  title: string;
  message: string;
}

export interface GlobalErrorHostProps {
  /** The error to show, or null when there is none. Queueing is the api layer's job. */
  error: GlobalError | null;
  onDismiss: () => void;
}

/** Shows the gateway error the api layer reports, one at a time ('Error!' … 'Okay!'). */
export function GlobalErrorHost({ error, onDismiss }: GlobalErrorHostProps) {
  // Keep the last error on screen while the dialog fades out after `error` becomes null.
  const [shown, setShown] = useState(error);
  if (error && error !== shown) setShown(error);
  return (
    <AlertDialog
      isOpen={error !== null}
      kind="error"
      title={shown?.title ?? ''}
      message={shown?.message}
      onDismiss={onDismiss}
    />
  );
}
