import { atom } from 'jotai';
import {
  type CookieOptions,
  deleteCookie,
  getCookie,
  getJsonCookie,
  setCookie,
  setJsonCookie,
} from '@/lib/cookies';
import type { Schema } from '@/lib/json';
import { clearAllClientState, remove, SESSION_COOKIES, STORAGE_KEYS } from '@/lib/storage';
import { announceSignIn, announceSignOut } from './sessionSync';

export const ACCESS_TOKEN_COOKIE = SESSION_COOKIES.accessToken;
const CUSTOMER_PROFILE_COOKIE = SESSION_COOKIES.customerProfile;
const EXPIRES_AT_COOKIE = SESSION_COOKIES.expiresAt;

const PROFILE_FIELDS = ['firstName', 'lastName'] as const;

/**
 * What the shop keeps of the customer's profile in the customer_profile cookie (SPEC §2
 * Login): the names, which the profile header shows before the profile loads and invoices
 * carry. Nothing else: e-mail, phone and ids are read from the gateway when a screen needs
 * them, so a cookie (sent with every request to the site, readable by any script on it)
 * holds no more personal data than a screen shows.
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

/**
 * The session cookies' attributes. SameSite=Strict: the storefront reads them in script and
 * sends the token as a header, so no flow needs the browser to send them along with a
 * request from another site. The payment provider's return is a top-level GET from its
 * site: the browser then leaves Strict cookies off that one HTML request, which needs none,
 * and the page's script still reads them (document.cookie is not limited by SameSite), so
 * the return finds the session. They end when the token does, never later.
 */
function sessionCookie(expiresAtSeconds: number | null): CookieOptions {
  const options: CookieOptions = { sameSite: 'Strict' };
  if (expiresAtSeconds !== null) {
    options.maxAgeSeconds = Math.max(0, expiresAtSeconds - Math.floor(Date.now() / 1000));
  }
  return options;
}

function readExpiresAt(): number | null {
  const value = Number(getCookie(EXPIRES_AT_COOKIE) ?? Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : null;
}

// Null until the first change: each Jotai store reads the cookies when it is first asked,
// so a store made later (a story, a test) never sees a session read at import time.
const changedSessionAtom = atom<Session | null>(null);

/** The session, read from the cookies; every change goes through the atoms below. */
export const sessionAtom = atom(
  (get) => get(changedSessionAtom) ?? readSessionFromCookies(),
  (_get, set, session: Session) => set(changedSessionAtom, session),
);

/**
 * A pre-rendered page is the guest's. A signed-in customer's browser hydrates it as the guest
 * (the markup matches, so each link and control stays the very element under the pointer)
 * and takes the customer's session once the screen is hydrated (app/sessionTakeover.tsx):
 * rendering the page afresh replaced every element of it, and a press landing meanwhile was
 * lost (issue 37, item 5). True from the one to the other.
 */
export const sessionTakeoverPendingAtom = atom(false);

export const guestUntilHydratedAtom = atom(null, (_get, set) => {
  set(changedSessionAtom, { accessToken: null, profile: null });
  set(sessionTakeoverPendingAtom, true);
});

/** The session the cookies hold: the customer's, after a hydration as the guest. */
export const sessionFromCookiesAtom = atom(null, (_get, set) => {
  set(changedSessionAtom, null);
  set(sessionTakeoverPendingAtom, false);
});

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

/**
 * Writes the session cookies: the token, when it expires, and the names. Every one of them
 * ends with the token. Exported for the dev panel, which signs in the same way.
 */
export function storeSessionCookies({ accessToken, expiresIn, profile }: SignIn): void {
  const expiresAt =
    expiresIn !== undefined && Number.isFinite(expiresIn)
      ? Math.floor(Date.now() / 1000) + Math.max(0, Math.floor(expiresIn))
      : null;
  const options = sessionCookie(expiresAt);
  setCookie(ACCESS_TOKEN_COOKIE, accessToken, options);
  if (expiresAt === null) deleteCookie(EXPIRES_AT_COOKIE);
  else setCookie(EXPIRES_AT_COOKIE, String(expiresAt), options);
  if (profile) setJsonCookie(CUSTOMER_PROFILE_COOKIE, pickProfile(profile), options);
}

/**
 * Starts the session: the cookies, the atoms, and the shop's other tabs told, so none of them
 * goes on showing the guest (or another customer). A 401 episode is over: the next 401 may
 * reload the page again (api/signedOutNotice.ts).
 */
export const signInAtom = atom(null, (_get, set, signIn: SignIn) => {
  storeSessionCookies(signIn);
  remove(STORAGE_KEYS.reloadedForSignOut, 'session');
  set(sessionAtom, {
    accessToken: signIn.accessToken,
    profile: signIn.profile ? pickProfile(signIn.profile) : null,
  });
  announceSignIn();
});

/**
 * The session as the cookies hold it now: another tab signed in and wrote them. A sign-in
 * all the same: a 401 episode of this tab is over.
 */
export const readSessionAgainAtom = atom(null, (_get, set) => {
  remove(STORAGE_KEYS.reloadedForSignOut, 'session');
  set(sessionAtom, readSessionFromCookies());
});

/**
 * Stores a fresh profile after it was fetched or edited, keeping the token and its end. The
 * same names again (every profile read answers them) leave the session as it is: every screen
 * and the header read it, and each of them would render again for nothing (issue 25).
 */
export const setProfileAtom = atom(null, (get, set, profile: SessionProfile) => {
  const picked = pickProfile(profile);
  setJsonCookie(CUSTOMER_PROFILE_COOKIE, picked, sessionCookie(readExpiresAt()));
  const session = get(sessionAtom);
  const held = session.profile;
  if (held && PROFILE_FIELDS.every((field) => held[field] === picked[field])) return;
  set(sessionAtom, { ...session, profile: picked });
});

/** Forgets the session in this tab: cookies, local and session storage. */
export const forgetSessionAtom = atom(null, (_get, set) => {
  clearAllClientState();
  set(sessionAtom, { accessToken: null, profile: null });
});

/**
 * SPEC §4 logout: token and profile cookies gone, local and session storage cleared, and
 * the shop's other tabs told, so none of them goes on showing the customer's pages.
 */
export const signOutAtom = atom(null, (_get, set) => {
  set(forgetSessionAtom);
  announceSignOut();
});

function pickProfile(profile: SessionProfile): SessionProfile {
  const picked: SessionProfile = {};
  for (const field of PROFILE_FIELDS) picked[field] = profile[field] ?? null;
  return picked;
}
