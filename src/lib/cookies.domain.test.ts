// @vitest-environment-options { "url": "http://shop.kopi.test/" }
import { writtenCookies } from '@kit/cookies';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie, getCookie, setCookie } from './cookies';

// A sibling host (promo.kopi.test) can plant a cookie for the whole of kopi.test with
// `Domain=`; the shop at shop.kopi.test sees it beside its own and cannot tell which is which.

/** How a sibling host plants it: for the parent domain, at '/'. */
function plantForParentDomain(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: an attacker's sibling host plants it this way.
  document.cookie = `access_token=${value}; domain=kopi.test; path=/`;
}

afterEach(() => {
  for (const cookie of ['access_token=; path=/', 'access_token=; domain=kopi.test; path=/']) {
    // biome-ignore lint/suspicious/noDocumentCookie: nothing planted may leak into the next test.
    document.cookie = `${cookie}; max-age=0`;
  }
});

describe('a same-named cookie planted with Domain= by a sibling host', () => {
  it('is seen by the page beside the shop’s own', () => {
    setCookie('access_token', 'ours');
    plantForParentDomain('planted');
    expect(document.cookie.match(/access_token=/gu)).toHaveLength(2);
  });

  it('with the shop’s own beside it, neither is trusted and both are cleared', () => {
    setCookie('access_token', 'ours');
    plantForParentDomain('planted');
    expect(getCookie('access_token')).toBeNull();
    expect(document.cookie).not.toContain('access_token');
  });

  it('deleting the cookie removes the planted one too, not only the host-only one', () => {
    plantForParentDomain('planted');
    expect(getCookie('access_token')).toBe('planted');
    deleteCookie('access_token');
    expect(getCookie('access_token')).toBeNull();
    expect(document.cookie).not.toContain('access_token');
  });

  it('deleting expires it host-only and for the host and each parent domain', () => {
    expect(writtenCookies(() => deleteCookie('access_token'))).toEqual([
      'access_token=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT',
      'access_token=; domain=shop.kopi.test; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT',
      'access_token=; domain=kopi.test; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
  });
});
