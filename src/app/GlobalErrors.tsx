import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import {
  dismissGlobalError,
  getGlobalError,
  publishSignedOutNotice,
  subscribeGlobalErrors,
} from '@/api/errors';

// The dialog (react-aria Modal) loads only when the first error arrives: most visits never
// need it, so it stays out of the first load.
const GlobalErrorHost = lazy(() =>
  import('@/ui/GlobalErrorHost').then((m) => ({ default: m.GlobalErrorHost })),
);

/** SPEC §8: the one global error dialog, 'Error!' / 'Okay!'. */
export function GlobalErrors() {
  // After a 401 ended the session and reloaded the page: say why, once.
  useEffect(() => publishSignedOutNotice(), []);
  const error = useSyncExternalStore(subscribeGlobalErrors, getGlobalError, () => null);
  if (!error) return null;
  return (
    <Suspense fallback={null}>
      <GlobalErrorHost error={error} onDismiss={dismissGlobalError} />
    </Suspense>
  );
}
