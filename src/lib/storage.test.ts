import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { getCookie, setCookie } from './cookies';
import {
  clearAllClientState,
  readJson,
  remove,
  SESSION_COOKIES,
  STORAGE_KEYS,
  writeJson,
} from './storage';

const categorySchema = z.object({ name: z.string(), alias: z.string() });
const beans = { name: 'Biji Kopi', alias: 'Beans' };

function quotaExceeded(): never {
  throw new DOMException('penuh', 'QuotaExceededError');
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('readJson and writeJson', () => {
  it('round-trip a value in local storage by default', () => {
    expect(writeJson(STORAGE_KEYS.selectedCategory, beans)).toBe(true);
    expect(readJson(STORAGE_KEYS.selectedCategory, categorySchema)).toEqual(beans);
    expect(sessionStorage.length).toBe(0);
  });

  it('keep local and session storage apart', () => {
    writeJson(STORAGE_KEYS.blend, { step: 2 }, 'session');
    expect(readJson(STORAGE_KEYS.blend, z.object({ step: z.number() }), 'session')).toEqual({
      step: 2,
    });
    expect(localStorage.getItem(STORAGE_KEYS.blend)).toBeNull();
  });

  it.each([
    ['missing', null],
    ['malformed JSON', '{"name":"Biji'],
    ['the wrong shape', '{"name":"Biji Kopi"}'],
    ['a plain string written by an older release', 'Beans'],
  ])('read null when the value is %s', (_, stored) => {
    if (stored !== null) localStorage.setItem(STORAGE_KEYS.selectedCategory, stored);
    expect(readJson(STORAGE_KEYS.selectedCategory, categorySchema)).toBeNull();
  });

  it('report false instead of throwing when the quota is exceeded', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quotaExceeded);
    expect(writeJson(STORAGE_KEYS.blogs, [{ subject: 'Kopi' }])).toBe(false);
  });

  it('report false for values with no JSON form', () => {
    expect(writeJson('bigint', 1n)).toBe(false);
    expect(localStorage.getItem('bigint')).toBeNull();
  });

  it('cope with storage the browser refuses to hand out', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(blocked);
    expect(writeJson(STORAGE_KEYS.blogs, [])).toBe(false);
    expect(readJson(STORAGE_KEYS.blogs, z.array(z.unknown()))).toBeNull();
    expect(() => remove(STORAGE_KEYS.blogs)).not.toThrow();
    expect(() => clearAllClientState()).not.toThrow();
  });

  it('cope with reads that throw', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readJson(STORAGE_KEYS.blogs, z.array(z.unknown()))).toBeNull();
  });
});

describe('remove', () => {
  it('deletes one key and leaves the others', () => {
    writeJson(STORAGE_KEYS.blogs, []);
    writeJson(STORAGE_KEYS.selectedCategory, beans);
    remove(STORAGE_KEYS.blogs);
    expect(localStorage.getItem(STORAGE_KEYS.blogs)).toBeNull();
    expect(readJson(STORAGE_KEYS.selectedCategory, categorySchema)).toEqual(beans);
  });

  it('does not throw when removal fails', () => {
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('gagal');
    });
    expect(() => remove(STORAGE_KEYS.blogs, 'session')).not.toThrow();
  });
});

describe('clearAllClientState', () => {
  it('clears both storages and the session cookies, and nothing else', () => {
    writeJson(STORAGE_KEYS.blogs, []);
    writeJson(STORAGE_KEYS.blend, { step: 1 }, 'session');
    setCookie(SESSION_COOKIES.accessToken, 'token');
    setCookie(SESSION_COOKIES.customerProfile, '{"firstName":"Siti"}');
    setCookie('cookie_consent', 'ya');

    clearAllClientState();

    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(getCookie(SESSION_COOKIES.accessToken)).toBeNull();
    expect(getCookie(SESSION_COOKIES.customerProfile)).toBeNull();
    expect(getCookie('cookie_consent')).toBe('ya');
  });

  it('keeps the answer to the analytics notice: a logout does not ask the person again', () => {
    writeJson(STORAGE_KEYS.analyticsConsent, { version: 1, choice: 'denied' });
    writeJson(STORAGE_KEYS.analyticsPurchases, ['ord-1']);
    clearAllClientState();
    expect(localStorage.getItem(STORAGE_KEYS.analyticsConsent)).toBe(
      '{"version":1,"choice":"denied"}',
    );
    expect(localStorage.length).toBe(1);
  });

  it('still removes the cookies when clearing storage fails', () => {
    vi.spyOn(Storage.prototype, 'clear').mockImplementation(() => {
      throw new Error('gagal');
    });
    setCookie(SESSION_COOKIES.accessToken, 'token');
    expect(() => clearAllClientState()).not.toThrow();
    expect(getCookie(SESSION_COOKIES.accessToken)).toBeNull();
  });
});
