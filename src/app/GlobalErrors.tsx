import { useEffect, useSyncExternalStore } from 'react';
import { dismissGlobalError, getGlobalError, subscribeGlobalErrors } from '@/api/errors';
import { publishSignedOutNotice } from '@/api/signedOutNotice';
import { onDemandPart } from '@/ui';

// The dialog (react-aria Modal) loads only when the first error arrives: most visits never
// need it, so it stays out of the first load.
const GlobalErrorHost = onDemandPart(
  async () => (await import('@/ui/GlobalErrorHost')).GlobalErrorHost,
  { isOpen: (props) => props.error !== null, loadsAfterRender: false },
);

/** SPEC §8: the one global error dialog, 'Error!' / 'Okay!'. */
export function GlobalErrors() {
  // After a 401 ended the session and reloaded the page: say why, once.
  useEffect(() => publishSignedOutNotice(), []);
  const error = useSyncExternalStore(subscribeGlobalErrors, getGlobalError, () => null);
  return <GlobalErrorHost error={error} onDismiss={dismissGlobalError} />;
}
