import { writtenCookies } from '@kit/cookies';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { deleteCookie, getCookie, getJsonCookie, setCookie, setJsonCookie } from './cookies';

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: resets the jar behind the module under test.
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearCookies();
});

describe('getCookie and setCookie', () => {
  it('round-trip values with separators, Indonesian text and emoji', () => {
    const value = 'Budi; Santoso=kopi, "gula aren" ☕ 100%';
    expect(setCookie('customer_profile', value)).toBe(true);
    expect(getCookie('customer_profile')).toBe(value);
  });

  it('gives null for a missing cookie and does not confuse similar names', () => {
    setCookie('access_token_old', 'lama');
    expect(getCookie('access_token')).toBeNull();
    setCookie('access_token', 'baru');
    expect(getCookie('access_token')).toBe('baru');
  });

  it('gives null for a value whose percent-encoding is broken', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: plants a value setCookie would never write.
    document.cookie = 'broken=%E0%A4%A; path=/';
    expect(getCookie('broken')).toBeNull();
  });

  it('writes path=/ and SameSite=Lax, a session cookie, not Secure on http', () => {
    expect(writtenCookies(() => setCookie('a', 'b c'))).toEqual(['a=b%20c; path=/; samesite=lax']);
  });

  it('writes the requested lifetime, path, SameSite and Secure', () => {
    const options = {
      maxAgeSeconds: 3600.7,
      path: '/main',
      sameSite: 'Strict',
      secure: true,
    } as const;
    expect(writtenCookies(() => setCookie('a', 'b', options))).toEqual([
      'a=b; path=/main; samesite=strict; max-age=3600; secure',
    ]);
  });

  it('defaults to Secure on https pages', () => {
    vi.stubGlobal('location', { protocol: 'https:' });
    expect(writtenCookies(() => setCookie('a', 'b'))[0]).toMatch(/; secure$/u);
  });

  it('makes SameSite=None cookies Secure, as browsers require', () => {
    const written = writtenCookies(() => setCookie('a', 'b', { sameSite: 'None', secure: false }));
    expect(written).toEqual(['a=b; path=/; samesite=none; secure']);
  });

  it('turns a negative lifetime into immediate expiry and ignores a non-finite one', () => {
    expect(writtenCookies(() => setCookie('a', 'b', { maxAgeSeconds: -5 }))[0]).toContain(
      'max-age=0',
    );
    expect(
      writtenCookies(() => setCookie('a', 'b', { maxAgeSeconds: Number.NaN }))[0],
    ).not.toContain('max-age');
  });

  it('refuses a cookie the browser would silently drop for its size', () => {
    expect(setCookie('big', 'x'.repeat(4100))).toBe(false);
    expect(getCookie('big')).toBeNull();
    expect(setCookie('fits', 'x'.repeat(4000))).toBe(true);
  });

  it('refuses text that is not valid Unicode instead of throwing', () => {
    expect(setCookie('lone', '\uD800')).toBe(false);
    expect(getCookie('\uDC00')).toBeNull();
    expect(() => deleteCookie('\uD800')).not.toThrow();
  });

  it('never throws when the browser blocks cookies', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const getter = vi.spyOn(document, 'cookie', 'get').mockImplementation(blocked);
    const setter = vi.spyOn(document, 'cookie', 'set').mockImplementation(blocked);
    try {
      expect(getCookie('access_token')).toBeNull();
      expect(setCookie('access_token', 'x')).toBe(false);
      expect(() => deleteCookie('access_token')).not.toThrow();
    } finally {
      // Both spies wrap one accessor, so they must be undone in reverse order.
      setter.mockRestore();
      getter.mockRestore();
    }
  });

  it('round-trips any well-formed name and value', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        (name, value) => {
          expect(setCookie(name, value)).toBe(true);
          expect(getCookie(name)).toBe(value);
          deleteCookie(name);
          expect(getCookie(name)).toBeNull();
        },
      ),
    );
  });
});

describe('deleteCookie', () => {
  it('removes the cookie', () => {
    setCookie('access_token', 'token');
    deleteCookie('access_token');
    expect(getCookie('access_token')).toBeNull();
  });

  it('needs the path the cookie was set with', () => {
    setCookie('scoped', 'x', { path: '/' });
    expect(writtenCookies(() => deleteCookie('scoped', { path: '/main' }))[0]).toContain(
      'path=/main',
    );
    deleteCookie('scoped');
    expect(getCookie('scoped')).toBeNull();
  });
});

describe('JSON cookies', () => {
  const profileSchema = z.object({ firstName: z.string(), lastName: z.string() });

  it('round-trip a value that matches the schema', () => {
    const profile = { firstName: 'Siti', lastName: 'Rahayu' };
    expect(setJsonCookie('customer_profile', profile)).toBe(true);
    expect(getJsonCookie('customer_profile', profileSchema)).toEqual(profile);
  });

  it.each([
    ['malformed JSON', '{"firstName":'],
    ['the wrong shape', '{"firstName":1}'],
    ['a bare string', '"Siti"'],
  ])('give null for %s', (_, stored) => {
    setCookie('customer_profile', stored);
    expect(getJsonCookie('customer_profile', profileSchema)).toBeNull();
  });

  it('give null when the cookie is missing', () => {
    expect(getJsonCookie('customer_profile', profileSchema)).toBeNull();
  });

  it('refuse values that have no JSON form', () => {
    expect(setJsonCookie('n', 10n)).toBe(false);
    expect(setJsonCookie('u', undefined)).toBe(false);
    expect(getCookie('n')).toBeNull();
  });
});

describe('a same-named cookie planted on another path', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: a stray left by a failing run must not leak on.
    document.cookie = 'access_token=; path=/main; max-age=0';
    history.replaceState(null, '', '/');
    clearCookies();
  });

  it('cannot shadow the session cookie on the pages under its path', () => {
    history.replaceState(null, '', '/main/cart');
    setCookie('access_token', 'ours');
    // biome-ignore lint/suspicious/noDocumentCookie: an attacker's page plants it this way.
    document.cookie = 'access_token=planted; path=/main';
    // The browser lists the deeper path first: a first-match read would take the planted one.
    expect(document.cookie).toContain('access_token=planted; access_token=ours');
    expect(getCookie('access_token')).toBe('ours');
    // And it is gone, so requests from this page no longer carry it either.
    expect(document.cookie).not.toContain('planted');
    expect(document.cookie).toContain('access_token=ours');
  });

  it('reads the one cookie there is, wherever the page is', () => {
    history.replaceState(null, '', '/main/profile');
    setCookie('access_token', 'ours');
    expect(getCookie('access_token')).toBe('ours');
    expect(getCookie('customer_profile')).toBeNull();
  });
});
