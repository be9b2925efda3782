import { useCallback, useSyncExternalStore } from 'react';
import { onDemandPart, useInBrowser } from '@/ui';
import type { ConsentNoticeProps } from './ConsentNotice';
import {
  type ConsentChoice,
  closePrivacySettings,
  isPrivacySettingsOpen,
  readConsent,
  subscribeConsent,
  writeConsent,
} from './consent';
import { forgetAnalytics } from './track';

/** The notice's code downloads only when it is to be shown (first visit, or reopened). */
const ConsentNotice = onDemandPart<ConsentNoticeProps>(
  async () => (await import('./ConsentNotice')).ConsentNotice,
  { isOpen: (props) => props.isOpen, loadsAfterRender: false },
);

const noConsentOnServer = () => 'unknown' as const;

/**
 * Where the notice lives in the app. Rendered after hydration only (useInBrowser): the
 * pre-rendered HTML never holds it, so hydration keeps the page as it was written and no
 * tap on it is lost.
 */
export function ConsentHost() {
  const inBrowser = useInBrowser();
  const current = useSyncExternalStore(subscribeConsent, readConsent, noConsentOnServer);
  const reopened = useSyncExternalStore(subscribeConsent, isPrivacySettingsOpen, () => false);
  const choose = useCallback((choice: ConsentChoice) => {
    const before = readConsent();
    writeConsent(choice);
    if (choice === 'denied' && before === 'granted') forgetAnalytics();
  }, []);
  if (current === 'unknown') return null;
  return (
    <ConsentNotice
      isOpen={inBrowser && (current === null || reopened)}
      current={current}
      onChoose={choose}
      onClose={reopened ? closePrivacySettings : undefined}
    />
  );
}
