import { useCallback, useSyncExternalStore } from 'react';
import { ConsentNotice } from './ConsentNotice';
import {
  type ConsentChoice,
  closePrivacySettings,
  isPrivacySettingsOpen,
  readConsent,
  subscribeConsent,
  writeConsent,
} from './consent';
import { forgetAnalytics } from './track';

const noConsentOnServer = () => 'unknown' as const;

/**
 * Where the notice lives in the app: shown on a first visit (or a new version of the
 * notice) and when the footer reopens it. Its code comes after hydration (./ConsentSlot).
 */
export function ConsentHost() {
  const current = useSyncExternalStore(subscribeConsent, readConsent, noConsentOnServer);
  const reopened = useSyncExternalStore(subscribeConsent, isPrivacySettingsOpen, () => false);
  const choose = useCallback((choice: ConsentChoice) => {
    const before = readConsent();
    writeConsent(choice);
    if (choice === 'denied' && before === 'granted') forgetAnalytics();
  }, []);
  if (current === 'unknown' || (current !== null && !reopened)) return null;
  return (
    <ConsentNotice
      current={current}
      onChoose={choose}
      onClose={reopened ? closePrivacySettings : undefined}
    />
  );
}
