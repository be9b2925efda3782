import { OFFLINE_GOOGLE_CLIENT_ID } from '@/lib/offlineGoogle';
import type { FederatedIdentity } from '../store/collections';

/**
 * The client id the mock gateway is configured with: a Google ID token issued for any other
 * client (another site's sign-in replayed here) is refused, whatever `appId` the caller sends.
 */
export const MOCK_GOOGLE_CLIENT_ID = OFFLINE_GOOGLE_CLIENT_ID;

export interface MockGoogleToken extends Omit<FederatedIdentity, 'userId'> {
  /** The client the token was issued for (an ID token's `aud`). */
  audience: string;
}

/**
 * The mock's Google: the offline account chooser of the login screen produces
 * `mock-google:<audience>:<email>:<given name>:<family name>`; anything else is refused.
 */
export function parseMockGoogleToken(token: string): MockGoogleToken | null {
  const match = /^mock-google:([^:\s]+):([^:\s]+@[^:\s]+):([^:]+):([^:]*)$/.exec(token);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const givenName = match[3].trim();
  if (!givenName) return null;
  return {
    audience: match[1],
    email: match[2].toLowerCase(),
    givenName,
    familyName: (match[4] ?? '').trim(),
  };
}

/**
 * A stable, Google-like subject per e-mail address: the mock's stand-in for an ID token's
 * `sub`. An account is linked to Google by holding this subject as its userId, never by
 * sharing the e-mail address.
 */
export function googleSubject(email: string): string {
  let hash = 0n;
  for (const byte of new TextEncoder().encode(email.toLowerCase())) {
    hash = (hash * 131n + BigInt(byte)) % 10n ** 21n;
  }
  return `google-${hash.toString().padStart(21, '1')}`;
}
