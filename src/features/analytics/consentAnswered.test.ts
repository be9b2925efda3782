import { afterEach, describe, expect, it } from 'vitest';
import {
  CONSENT_ANSWERED_ATTRIBUTE,
  CONSENT_ANSWERED_SCRIPT,
  CONSENT_VERSION,
} from '@/lib/consentAnswered';
import { STORAGE_KEYS } from '@/lib/storage';
import { writeConsent } from './consent';

/** Runs the head's inline script as a page load does; true when it hid the first-visit notice. */
function headScriptHides(): boolean {
  document.documentElement.removeAttribute(CONSENT_ANSWERED_ATTRIBUTE);
  new Function(CONSENT_ANSWERED_SCRIPT)();
  return document.documentElement.hasAttribute(CONSENT_ANSWERED_ATTRIBUTE);
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(CONSENT_ANSWERED_ATTRIBUTE);
});

describe("the head's script that hides the notice from a shopper who answered", () => {
  it('reads the answer as the notice writes it, either answer', () => {
    writeConsent('granted');
    expect(headScriptHides()).toBe(true);
    writeConsent('denied');
    expect(headScriptHides()).toBe(true);
  });

  it('leaves the notice on a first visit, for an older version, and for anything unreadable', () => {
    expect(headScriptHides()).toBe(false);
    const stored = (value: string) => localStorage.setItem(STORAGE_KEYS.analyticsConsent, value);
    stored(JSON.stringify({ version: CONSENT_VERSION - 1, choice: 'granted' }));
    expect(headScriptHides()).toBe(false);
    stored(JSON.stringify({ version: CONSENT_VERSION, choice: 'maybe' }));
    expect(headScriptHides()).toBe(false);
    for (const garbage of ['{', 'null', '"granted"', '[]']) {
      stored(garbage);
      expect(headScriptHides()).toBe(false);
    }
  });
});
