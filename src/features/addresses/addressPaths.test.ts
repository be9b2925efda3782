import { describe, expect, test } from 'vitest';
import { addressFormHref, PROFILE_ADDRESSES_PATH, returnPathFrom } from './addressPaths';

describe('returnPathFrom', () => {
  test("without a 'from' the form returns to the profile's Alamat tab", () => {
    expect(returnPathFrom('')).toBe(PROFILE_ADDRESSES_PATH);
    expect(returnPathFrom('?other=1')).toBe(PROFILE_ADDRESSES_PATH);
  });

  test("returns to the shop's own page named by 'from', with its query", () => {
    expect(returnPathFrom('from=%2Fmain%2Fcheckout')).toBe('/main/checkout');
    expect(returnPathFrom('?from=/main/address')).toBe('/main/address');
    expect(returnPathFrom(`?from=${encodeURIComponent('/main/profile?tab=alamat')}`)).toBe(
      '/main/profile?tab=alamat',
    );
  });

  test.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    'javascript:alert(1)',
    'main/checkout',
    '',
  ])('refuses %j and uses the default', (from) => {
    expect(returnPathFrom(`?from=${encodeURIComponent(from)}`)).toBe(PROFILE_ADDRESSES_PATH);
  });
});

describe('addressFormHref', () => {
  test('new and edit forms', () => {
    expect(addressFormHref()).toBe('/main/address-form');
    expect(addressFormHref({ alias: 'adr-siti-rumah' })).toBe('/main/address-form/adr-siti-rumah');
    expect(addressFormHref({ alias: 'a/b?c' })).toBe('/main/address-form/a%2Fb%3Fc');
  });

  test('names the page to come back to, unless it is the default', () => {
    expect(addressFormHref({ returnTo: '/main/checkout' })).toBe(
      '/main/address-form?from=%2Fmain%2Fcheckout',
    );
    expect(addressFormHref({ returnTo: PROFILE_ADDRESSES_PATH })).toBe('/main/address-form');
  });

  test('what it builds, returnPathFrom reads back', () => {
    const href = addressFormHref({ alias: 'adr-1', returnTo: '/main/address' });
    expect(returnPathFrom(href.slice(href.indexOf('?')))).toBe('/main/address');
  });
});
