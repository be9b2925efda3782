import { writtenCookies } from '@kit/cookies';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { deleteCookie, getCookie, setCookie } from '@/lib/cookies';
import {
  isAuthenticatedAtom,
  readSessionAgainAtom,
  sessionAtom,
  sessionProfileSchema,
  setProfileAtom,
  signInAtom,
  signOutAtom,
} from './session';

beforeEach(() => {
  deleteCookie('access_token');
  deleteCookie('customer_profile');
  deleteCookie('access_token_expires_at');
  localStorage.clear();
  sessionStorage.clear();
});

describe('the stored profile', () => {
  test('keeps the fields the screens show and drops the rest', () => {
    const parsed = sessionProfileSchema.safeParse({
      firstName: 'Siti',
      lastName: null,
      password: 'never kept',
      addresses: [{ alias: 'A1' }],
    });
    expect(parsed).toEqual({ success: true, data: { firstName: 'Siti' } });
  });

  test.each([null, 'Siti', 42, ['Siti'], { firstName: 7 }])('refuses %j', (input) => {
    expect(sessionProfileSchema.safeParse(input).success).toBe(false);
  });
});

describe('a profile read again', () => {
  test('with the same names leaves the session as it was; new names replace it', () => {
    setCookie('access_token', 'token-1');
    setCookie('customer_profile', JSON.stringify({ firstName: 'Siti', lastName: 'Rahayu' }));
    const store = createStore();
    const before = store.get(sessionAtom);
    // Every profile read answers the names; the screens reading the session render nothing.
    store.set(setProfileAtom, { firstName: 'Siti', lastName: 'Rahayu' });
    expect(store.get(sessionAtom)).toBe(before);
    store.set(setProfileAtom, { firstName: 'Siti', lastName: 'Wulandari' });
    expect(store.get(sessionAtom)).toEqual({
      accessToken: 'token-1',
      profile: { firstName: 'Siti', lastName: 'Wulandari' },
    });
    expect(JSON.parse(getCookie('customer_profile') ?? '{}')).toMatchObject({
      lastName: 'Wulandari',
    });
  });
});

describe('signing in and out', () => {
  test('a new store reads the session from the cookies when first asked', () => {
    setCookie('access_token', 'token-1');
    setCookie('customer_profile', JSON.stringify({ firstName: 'Siti', lastName: 'Rahayu' }));
    const store = createStore();
    expect(store.get(isAuthenticatedAtom)).toBe(true);
    expect(store.get(sessionAtom).profile).toMatchObject({ firstName: 'Siti', lastName: 'Rahayu' });
  });

  test('a tampered profile cookie leaves the token but no profile', () => {
    setCookie('access_token', 'token-1');
    setCookie('customer_profile', '{"firstName": {"$gt": ""}}');
    expect(createStore().get(sessionAtom)).toEqual({ accessToken: 'token-1', profile: null });
  });

  test('sign in stores both cookies; sign out clears cookies and storage (SPEC §4)', () => {
    const store = createStore();
    store.set(signInAtom, {
      accessToken: 'token-2',
      expiresIn: 3600,
      profile: { firstName: 'Budi' },
    });
    expect(getCookie('access_token')).toBe('token-2');
    expect(JSON.parse(getCookie('customer_profile') ?? '{}')).toMatchObject({ firstName: 'Budi' });
    expect(store.get(isAuthenticatedAtom)).toBe(true);

    localStorage.setItem('selectedCategory', '"Beans"');
    sessionStorage.setItem('federatedLogin', '{}');
    store.set(signOutAtom);
    expect(getCookie('access_token')).toBeNull();
    expect(getCookie('customer_profile')).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(store.get(isAuthenticatedAtom)).toBe(false);
  });
});

describe('the session cookies', () => {
  const siti = {
    firstName: 'Siti',
    lastName: 'Rahayu',
    emailAddress: 'siti.rahayu@example.com',
    mobileNumber: '081234567890',
    userId: 'google-1',
    alias: 'cus-siti-rahayu',
  };

  test('are SameSite=Strict, end with the token, and hold only the names', () => {
    const cookies = writtenCookies(() =>
      createStore().set(signInAtom, { accessToken: 'token-1', expiresIn: 3600, profile: siti }),
    );
    expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual([
      'access_token',
      'access_token_expires_at',
      'customer_profile',
    ]);
    for (const cookie of cookies) {
      expect(cookie).toContain('samesite=strict');
      expect(cookie).toMatch(/max-age=(3600|3599)(;|$)/);
    }
    expect(JSON.parse(decodeURIComponent(getCookie('customer_profile') ?? ''))).toEqual({
      firstName: 'Siti',
      lastName: 'Rahayu',
    });
    expect(document.cookie).not.toMatch(/081234567890|example\.com|cus-siti|google-1/);
  });

  test('a profile stored later, after a reload, still ends with the token', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      createStore().set(signInAtom, { accessToken: 'token-1', expiresIn: 3600, profile: null });
      vi.setSystemTime(Date.now() + 1000 * 1000);
      // A new store is a new page view: it knows only the cookies.
      const cookies = writtenCookies(() =>
        createStore().set(setProfileAtom, { firstName: 'Siti', lastName: 'R' }),
      );
      expect(cookies).toHaveLength(1);
      expect(cookies[0]).toMatch(
        /^customer_profile=.*; max-age=2600; samesite=strict|max-age=2600/,
      );
      expect(cookies[0]).toContain('samesite=strict');
    } finally {
      vi.useRealTimers();
    }
  });

  test('logging out tells the other tabs', async () => {
    const otherTab = new BroadcastChannel('kopi-session');
    const heard = new Promise((resolve) => {
      otherTab.onmessage = (event) => resolve(event.data);
    });
    createStore().set(signOutAtom);
    await expect(heard).resolves.toMatchObject({ change: 'signed-out' });
    otherTab.close();
  });

  test('signing in tells the other tabs, and says nothing of the token', async () => {
    const otherTab = new BroadcastChannel('kopi-session');
    const heard = new Promise((resolve) => {
      otherTab.onmessage = (event) => resolve(event.data);
    });
    createStore().set(signInAtom, { accessToken: 'token-3', expiresIn: 3600, profile: null });
    const message = await heard;
    expect(message).toMatchObject({ change: 'signed-in' });
    expect(JSON.stringify(message)).not.toContain('token-3');
    otherTab.close();
  });

  test('another tab reads the session its neighbour signed in with from the cookies', () => {
    const otherTab = createStore();
    expect(otherTab.get(isAuthenticatedAtom)).toBe(false);
    createStore().set(signInAtom, {
      accessToken: 'token-4',
      expiresIn: 3600,
      profile: { firstName: 'Budi' },
    });
    otherTab.set(readSessionAgainAtom);
    expect(otherTab.get(sessionAtom)).toMatchObject({
      accessToken: 'token-4',
      profile: { firstName: 'Budi' },
    });
  });

  test('signing in ends a 401 episode: the next 401 may reload the page again', () => {
    sessionStorage.setItem('reloadedForSignOut', 'true');
    createStore().set(signInAtom, { accessToken: 'token-5', expiresIn: 3600, profile: null });
    expect(sessionStorage.getItem('reloadedForSignOut')).toBeNull();
  });

  test('so does a sign-in in another tab', () => {
    sessionStorage.setItem('reloadedForSignOut', 'true');
    createStore().set(readSessionAgainAtom);
    expect(sessionStorage.getItem('reloadedForSignOut')).toBeNull();
  });
});
