import { afterEach, describe, expect, test } from 'vitest';
import {
  GIS_SCRIPT_URL,
  type GoogleAccountsId,
  googleSignInMode,
  loadGoogleIdentityServices,
} from './googleIdentityServices';

const gisScripts = () => document.head.querySelectorAll(`script[src="${GIS_SCRIPT_URL}"]`);

afterEach(() => {
  for (const script of gisScripts()) script.remove();
  delete window.google;
});

describe('googleSignInMode', () => {
  test('a configured client id means the real Google button', () => {
    expect(googleSignInMode(' 123-abc.apps.googleusercontent.com ', false)).toEqual({
      kind: 'gis',
      clientId: '123-abc.apps.googleusercontent.com',
    });
  });

  test('without one, the demo build offers the offline chooser', () => {
    expect(googleSignInMode(undefined, true)).toEqual({ kind: 'offline-chooser' });
    expect(googleSignInMode('  ', true)).toEqual({ kind: 'offline-chooser' });
  });

  test('without one, a real-gateway build offers no Google sign-in', () => {
    expect(googleSignInMode('', false)).toEqual({ kind: 'unavailable' });
    expect(googleSignInMode(undefined, false)).toEqual({ kind: 'unavailable' });
  });

  test('the tests run as a demo build without a client id: no Google script may ever load', () => {
    expect(googleSignInMode()).toEqual({ kind: 'offline-chooser' });
  });
});

describe('loadGoogleIdentityServices', () => {
  const fakeId = { initialize: () => {}, renderButton: () => {} } satisfies GoogleAccountsId;

  test('adds the script once and resolves with google.accounts.id when it has run', async () => {
    const first = loadGoogleIdentityServices();
    const second = loadGoogleIdentityServices();
    expect(gisScripts()).toHaveLength(1);
    window.google = { accounts: { id: fakeId } };
    gisScripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(fakeId);
    await expect(second).resolves.toBe(fakeId);
    // Already there: no second script.
    await expect(loadGoogleIdentityServices()).resolves.toBe(fakeId);
    expect(gisScripts()).toHaveLength(1);
  });

  test('a failed load rejects, removes its script and lets a later call try again', async () => {
    const failed = loadGoogleIdentityServices();
    gisScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('could not be loaded');
    expect(gisScripts()).toHaveLength(0);

    const retried = loadGoogleIdentityServices();
    expect(gisScripts()).toHaveLength(1);
    gisScripts()[0]?.dispatchEvent(new Event('load'));
    await expect(retried).rejects.toThrow('without google.accounts.id');
  });
});
