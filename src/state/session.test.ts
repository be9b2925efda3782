import { createStore } from 'jotai';
import { beforeEach, describe, expect, test } from 'vitest';
import { deleteCookie, getCookie, setCookie } from '@/lib/cookies';
import {
  isAuthenticatedAtom,
  sessionAtom,
  sessionProfileSchema,
  signInAtom,
  signOutAtom,
} from './session';

beforeEach(() => {
  deleteCookie('access_token');
  deleteCookie('customer_profile');
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
