import { atom } from 'jotai';
import { z } from 'zod';
import { deleteCookie, getCookie, getJsonCookie, setCookie, setJsonCookie } from '@/lib/cookies';
import { clearAllClientState } from '@/lib/storage';

export const ACCESS_TOKEN_COOKIE = 'access_token';
export const CUSTOMER_PROFILE_COOKIE = 'customer_profile';

/**
 * What the shop keeps of the customer's profile in the customer_profile cookie (SPEC §2
 * Login). Only the fields the screens show: a full profile with addresses would outgrow the
 * 4 KB a cookie may hold.
 */
export const sessionProfileSchema = z.object({
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  emailAddress: z.string().nullish(),
  mobileNumber: z.string().nullish(),
  userId: z.string().nullish(),
  alias: z.string().nullish(),
});
export type SessionProfile = z.infer<typeof sessionProfileSchema>;

export interface Session {
  accessToken: string | null;
  profile: SessionProfile | null;
}

export function readSessionFromCookies(): Session {
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
  const { firstName, lastName, emailAddress, mobileNumber, userId, alias } = profile;
  return { firstName, lastName, emailAddress, mobileNumber, userId, alias };
}
