import type { Schema } from '@/lib/json';
import { readJson, remove, writeJson } from '@/lib/storage';

/**
 * What a Google sign-in without a profile hands to the complete-profile screen. It lives in
 * session storage: it survives a reload of /lengkapi-profil but not the end of the tab, and
 * logout's storage wipe takes it along. The token is kept here rather than in the session
 * cookie because it is no customer session yet (see state/scopedAccessToken.ts).
 */
export interface FederatedLogin {
  givenName: string;
  name: string;
  userId: string;
  email: string;
  /** The Google sign-in's token: the gateway takes the completed profile only with it. */
  accessToken: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isFilledText = (value: unknown): value is string => isText(value) && value.length > 0;

/**
 * The stored shape, checked by hand rather than with zod: the complete-profile screen reads
 * it while it renders, and renders without zod (issue 12 route budget). Like a zod object it
 * keeps only the fields it knows.
 */
const federatedLoginShape: Schema<FederatedLogin> = {
  safeParse(input) {
    if (typeof input !== 'object' || input === null) return { success: false };
    const { givenName, name, userId, email, accessToken } = input as Record<string, unknown>;
    if (
      !isText(givenName) ||
      !isText(name) ||
      !isFilledText(userId) ||
      !isFilledText(email) ||
      !isFilledText(accessToken)
    )
      return { success: false };
    return { success: true, data: { givenName, name, userId, email, accessToken } };
  },
};

const FEDERATED_LOGIN_KEY = 'federatedLogin';

export function saveFederatedLogin(login: FederatedLogin): boolean {
  return writeJson(FEDERATED_LOGIN_KEY, login, 'session');
}

/** The stored federated data, or null when there is none or it is not of the expected shape. */
export function readFederatedLogin(): FederatedLogin | null {
  return readJson(FEDERATED_LOGIN_KEY, federatedLoginShape, 'session');
}

export function forgetFederatedLogin(): void {
  remove(FEDERATED_LOGIN_KEY, 'session');
}

/**
 * The family name inside Google's full name: "Dewi Lestari" with given name "Dewi" gives
 * "Lestari". A full name that does not start with the given name (some locales put the
 * family name first) gives the full name minus the given name wherever it stands.
 */
export function familyNameOf({ givenName, name }: Pick<FederatedLogin, 'givenName' | 'name'>) {
  const given = givenName.trim();
  const full = name.trim();
  if (!given) return full;
  if (full.startsWith(given)) return full.slice(given.length).trim();
  return full.replace(given, '').replace(/\s+/g, ' ').trim();
}
