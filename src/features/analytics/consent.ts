import { CONSENT_VERSION } from '@/lib/consentAnswered';
import { recordSchema } from '@/lib/json';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';
import { PRIVACY_SETTINGS_EVENT, takePrivacySettingsRequest } from './privacySettings';

/**
 * The shopper's answer to the analytics notice (UU PDP No. 27/2022), kept in local storage
 * with the wording's version: a new version of the notice asks again. Nothing is measured
 * before 'granted'. This module is in the first load with the notice (./ConsentSlot.tsx,
 * part of the first render), so it holds only the answer and who listens to it; the GA4 side
 * (./gtag.ts) downloads with the first event measured after 'Terima'. The version itself is in
 * src/lib/consentAnswered.ts, beside the head's script that reads the same answer.
 */
export type ConsentChoice = 'granted' | 'denied';

interface StoredConsent {
  version: number;
  choice: ConsentChoice;
}

/** By hand, not zod: this module is in the first load. */
const storedSchema = recordSchema<StoredConsent>(({ version, choice }) =>
  typeof version === 'number' && (choice === 'granted' || choice === 'denied')
    ? { version, choice }
    : null,
);

type Listener = () => void;
const listeners = new Set<Listener>();
let settingsOpen = false;

function notify(): void {
  for (const listener of listeners) listener();
}

/** The current answer; null before the shopper has answered this version of the notice. */
export function readConsent(): ConsentChoice | null {
  const stored = readJson(STORAGE_KEYS.analyticsConsent, storedSchema);
  return stored?.version === CONSENT_VERSION ? stored.choice : null;
}

/** Records the answer (and closes the notice); the stores' listeners hear of it. */
export function writeConsent(choice: ConsentChoice): void {
  writeJson(STORAGE_KEYS.analyticsConsent, { version: CONSENT_VERSION, choice });
  settingsOpen = false;
  notify();
}

/** The footer's 'Pengaturan privasi' (./privacySettings.ts): the notice again, with the answer. */
function reopenNotice(): void {
  takePrivacySettingsRequest();
  settingsOpen = true;
  notify();
}

/** Closes the reopened notice without changing the answer. */
export function closePrivacySettings(): void {
  settingsOpen = false;
  notify();
}

export function isPrivacySettingsOpen(): boolean {
  // The footer may have asked before the host (and its listener) had downloaded.
  if (takePrivacySettingsRequest()) settingsOpen = true;
  return settingsOpen;
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab's answer counts here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.analyticsConsent) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(PRIVACY_SETTINGS_EVENT, reopenNotice);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(PRIVACY_SETTINGS_EVENT, reopenNotice);
  };
}
