import { createStore } from 'jotai';
import { requestCustomerToken } from '@/api/auth';
import { getCustomerProfile } from '@/api/customer/calls';
import { type ConsentChoice, writeConsent } from '@/features/analytics/public';
import { clearAllClientState, remove, STORAGE_KEYS } from '@/lib/storage';
import { withAccessToken } from '@/state/scopedAccessToken';
import { signInAtom } from '@/state/session';
import { DEMO_CUSTOMERS, type DemoCustomer } from './demo';

export type StorySession = 'guest' | DemoCustomer;

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Who is signed in when the story renders: a guest (default) or a demo customer. */
    session?: StorySession;
    /**
     * The answer to the analytics notice the story starts with: 'denied' by default, so the
     * notice stays out of the way; null for a first visit, when it shows.
     */
    consent?: ConsentChoice | null;
  }
}

/** The story's answer to the analytics notice (parameters.consent); null: not answered yet. */
export function answerConsentForStory(choice: ConsentChoice | null | undefined): void {
  delete window.dataLayer;
  if (choice === null) remove(STORAGE_KEYS.analyticsConsent);
  else writeConsent(choice ?? 'denied');
}

/**
 * Starts the story as a fresh page view: nothing stored in the browser, then signed in the
 * way the login screen does it (password-flow token from the mock gateway, the profile read
 * with it, the session started by the session atom), unless the story is for a guest.
 */
export async function signInForStory(session: StorySession | undefined): Promise<void> {
  clearAllClientState();
  const who = session ?? 'guest';
  if (who === 'guest') return;
  const token = await requestCustomerToken(DEMO_CUSTOMERS[who]);
  const profile = await withAccessToken(token.access_token, () => getCustomerProfile());
  // The session atom writes the cookies; the story's own store reads them when it starts.
  createStore().set(signInAtom, {
    accessToken: token.access_token,
    expiresIn: token.expires_in,
    profile,
  });
}
