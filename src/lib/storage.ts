import { CONSENT_STORAGE_KEY } from './consentAnswered';
import { deleteCookie } from './cookies';
import { parseJson, type Schema, stringifyJson } from './json';

/** The keys the shop keeps in web storage. */
export const STORAGE_KEYS = {
  selectedCategory: 'selectedCategory',
  blogs: 'blogs',
  blend: 'customBlend',
  /** Why the last session ended, kept across the reload that ends it (session storage). */
  signedOutNotice: 'signedOutNotice',
  /**
   * Set when a 401 reloaded the page, until the customer signs in, here or in another tab
   * (session storage): a second 401 meanwhile ends the session without reloading, so no
   * cookie can make the page reload forever.
   */
  reloadedForSignOut: 'reloadedForSignOut',
  /** The shopper's answer to the analytics notice, versioned (UU PDP No. 27/2022). */
  analyticsConsent: CONSENT_STORAGE_KEY,
  /** The orders whose purchase analytics has sent, so each is measured once. */
  analyticsPurchases: 'analyticsPurchases',
} as const;

/** The cookies that make up a signed-in session (SPEC §3). */
export const SESSION_COOKIES = {
  accessToken: 'access_token',
  customerProfile: 'customer_profile',
  /** When the token expires (epoch seconds), so a later profile cookie ends with it. */
  expiresAt: 'access_token_expires_at',
} as const;

export type StorageArea = 'local' | 'session';

/**
 * The storage object, or null where there is none. Merely touching `localStorage` throws
 * a SecurityError when the user blocks site data, so even the lookup is guarded.
 */
function storageFor(area: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A stored JSON value checked against a schema; null when absent, malformed or unavailable. */
export function readJson<T>(key: string, schema: Schema<T>, area: StorageArea = 'local'): T | null {
  try {
    return parseJson(storageFor(area)?.getItem(key), schema);
  } catch {
    return null;
  }
}

/**
 * Stores a value as JSON. Returns false instead of throwing when it was not stored: no
 * storage, quota exceeded (Safari private mode has a quota of zero), or no JSON form.
 */
export function writeJson(key: string, value: unknown, area: StorageArea = 'local'): boolean {
  const text = stringifyJson(value);
  const storage = storageFor(area);
  if (text === null || storage === null) return false;
  try {
    storage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

export function remove(key: string, area: StorageArea = 'local'): void {
  try {
    storageFor(area)?.removeItem(key);
  } catch {
    // Nothing stored can be reached, so there is nothing left to remove.
  }
}

function readRaw(key: string): string | null {
  try {
    return storageFor('local')?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeRaw(key: string, text: string): void {
  try {
    storageFor('local')?.setItem(key, text);
  } catch {
    // Not kept: the notice asks again, which is the safe side.
  }
}

function clearArea(area: StorageArea): void {
  try {
    storageFor(area)?.clear();
  } catch {
    // As in remove: unreachable storage holds nothing this page can read back.
  }
}

/**
 * Forgets everything the shop keeps in the browser, as logout, a 401 and an abandoned
 * profile completion require (SPEC §2, §4): both web storages and the session cookies,
 * all but the answer to the analytics notice.
 */
export function clearAllClientState(): void {
  // The analytics answer is the person's about this browser, not the session's: it stays.
  const consent = readRaw(STORAGE_KEYS.analyticsConsent);
  clearArea('local');
  if (consent !== null) writeRaw(STORAGE_KEYS.analyticsConsent, consent);
  clearArea('session');
  deleteCookie(SESSION_COOKIES.accessToken);
  deleteCookie(SESSION_COOKIES.customerProfile);
  deleteCookie(SESSION_COOKIES.expiresAt);
}
