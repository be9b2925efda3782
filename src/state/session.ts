import { atom } from 'jotai';
import { deleteCookie, getCookie, getJsonCookie, setCookie, setJsonCookie } from '@/lib/cookies';
import type { Schema } from '@/lib/json';
import { clearAllClientState } from '@/lib/storage';

export const ACCESS_TOKEN_COOKIE = 'access_token';
export const CUSTOMER_PROFILE_COOKIE = 'customer_profile';

const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'emailAddress',
  'mobileNumber',
  'userId',
  'alias',
] as const;

/**
 * What the shop keeps of the customer's profile in the customer_profile cookie (SPEC §2
 * Login). Only the fields the screens show: a full profile with addresses would outgrow the
 * 4 KB a cookie may hold.
 */
export type SessionProfile = Partial<Record<(typeof PROFILE_FIELDS)[number], string | null>>;

/**
 * Checks a stored profile by hand rather than with zod: the session is read on the first
 * load, and zod would add more to it than the rest of the shell together.
 */
export const sessionProfileSchema: Schema<SessionProfile> = {
  safeParse(input) {
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return { success: false };
    const profile: SessionProfile = {};
    for (const field of PROFILE_FIELDS) {
      const value: unknown = (input as Record<string, unknown>)[field];
      if (value === undefined || value === null) continue;
      if (typeof value !== 'string') return { success: false };
      profile[field] = value;
    }
    return { success: true, data: profile };
  },
};

export interface Session {
  accessToken: string | null;
  profile: SessionProfile | null;
}

function readSessionFromCookies(): Session {
  return {
    accessToken: getCookie(ACCESS_TOKEN_COOKIE),
    profile: getJsonCookie(CUSTOMER_PROFILE_COOKIE, sessionProfileSchema),
  };
}

// Null until the first change: each Jotai store reads the cookies when it is first asked,
// so a store made later (a story, a test) never sees a session read at import time.
const changedSessionAtom = atom<Session | null>(null);

/** The session, read from the cookies; every change goes through the atoms below. */
export const sessionAtom = atom(
  (get) => get(changedSessionAtom) ?? readSessionFromCookies(),
  (_get, set, session: Session) => set(changedSessionAtom, session),
);

/** SPEC §6: authentication is decided by an authentication check: here, holding a token. */
export const isAuthenticatedAtom = atom((get) => get(sessionAtom).accessToken !== null);

/** The signed-in customer's name as invoices carry it ('Siti Rahayu'); empty when unknown. */
export const customerNameAtom = atom((get) => {
  const profile = get(sessionAtom).profile;
  return [profile?.firstName, profile?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
});

export interface SignIn {
  accessToken: string;
  /** Seconds until the token expires, as the token endpoint says. */
  expiresIn?: number | undefined;
  profile: SessionProfile | null;
}

export const signInAtom = atom(null, (_get, set, { accessToken, expiresIn, profile }: SignIn) => {
  setCookie(ACCESS_TOKEN_COOKIE, accessToken, { maxAgeSeconds: expiresIn });
  if (profile)
    setJsonCookie(CUSTOMER_PROFILE_COOKIE, pickProfile(profile), { maxAgeSeconds: expiresIn });
  set(sessionAtom, { accessToken, profile: profile ? pickProfile(profile) : null });
});

/** Stores a fresh profile after it was fetched or edited, keeping the token. */
export const setProfileAtom = atom(null, (get, set, profile: SessionProfile) => {
  const picked = pickProfile(profile);
  setJsonCookie(CUSTOMER_PROFILE_COOKIE, picked);
  set(sessionAtom, { ...get(sessionAtom), profile: picked });
});

/** SPEC §4 logout: token and profile cookies gone, local and session storage cleared. */
export const signOutAtom = atom(null, (_get, set) => {
  clearAllClientState();
  deleteCookie(ACCESS_TOKEN_COOKIE);
  deleteCookie(CUSTOMER_PROFILE_COOKIE);
  set(sessionAtom, { accessToken: null, profile: null });
});

function pickProfile(profile: SessionProfile): SessionProfile {
  const picked: SessionProfile = {};
  for (const field of PROFILE_FIELDS) picked[field] = profile[field] ?? null;
  return picked;
}
