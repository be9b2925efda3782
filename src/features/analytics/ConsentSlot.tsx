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

/** What the build renders, and hydration with it: a first visit, no answer yet. */
const notAnsweredYet = () => null;

/**
 * Where the notice lives in the app: shown on a first visit (or a new version of the notice)
 * and when the footer reopens it. It is part of the first render, so a pre-rendered page
 * carries it in its HTML and a first visitor sees it with the page: loaded later, it became
 * the page's largest content seconds after the rest (Lighthouse's LCP on a phone 3.5 s
 * against 1.2 s, issue 25). Hydration renders it as the build did, so it changes nothing
 * while a page hydrates; a shopper who answered already never sees it, as the head's script
 * (src/lib/consentAnswered.ts) hides it until the app removes it right after hydration.
 */
export function ConsentSlot() {
  const current = useSyncExternalStore(subscribeConsent, readConsent, notAnsweredYet);
  const reopened = useSyncExternalStore(subscribeConsent, isPrivacySettingsOpen, () => false);
  const choose = useCallback((choice: ConsentChoice) => {
    const before = readConsent();
    writeConsent(choice);
    if (choice === 'denied' && before === 'granted') forgetAnalytics();
  }, []);
  if (current !== null && !reopened) return null;
  return (
    <ConsentNotice
      current={current}
      onChoose={choose}
      onClose={reopened ? closePrivacySettings : undefined}
    />
  );
}
