import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  hrefs,
  internalReturnPath,
  RETURN_PARAM,
  returnPathFrom,
  routes,
  staysInItsFolder,
} from './paths';

const FALLBACK = '/main/profile';
const fromQuery = (from: string) => `?${new URLSearchParams({ [RETURN_PARAM]: from })}`;

describe('internalReturnPath', () => {
  test.each([
    ['/main/cart', '/main/cart'],
    ['/main/profile?tab=alamat', '/main/profile?tab=alamat'],
    ['/products/arabika-gayo/BN-001', '/products/arabika-gayo/BN-001'],
    ['/custom-blend/pilih-biji-kopi', '/custom-blend/pilih-biji-kopi'],
    // 'Racik ulang' after a guest's login: the builder with the shared blend to fill it from.
    ['/custom-blend/pilih-biji-kopi?racik=blend-x', '/custom-blend/pilih-biji-kopi?racik=blend-x'],
    ['/', '/'],
    // Parsed as a browser reads it: the dot segments resolve inside the shop.
    ['/main/x/../cart', '/main/cart'],
    // A shared order link, and the payment provider's return to the shop.
    ['/main/orders/ord-2026-131', '/main/orders/ord-2026-131'],
    [
      '/main/payment/finish?order_id=trx-1&status_code=200&transaction_status=settlement',
      '/main/payment/finish?order_id=trx-1&status_code=200&transaction_status=settlement',
    ],
  ])('accepts the shop page %j', (candidate, expected) => {
    expect(internalReturnPath(candidate)).toBe(expected);
  });

  test.each([
    // Other sites, however they are spelled.
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '\t/main/cart',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    // Not a path of ours.
    'main/checkout',
    '',
    '/main/',
    '/main//cart',
    '/evil',
    `/${'a'.repeat(2000)}`,
    // Pages that make no sense to return to: they would undo the login or end the session.
    '/login',
    '/login?from=/main/cart',
    '/register',
    '/lengkapi-profil',
    '/Activation/abc',
    '/main/cart#top',
  ])('refuses %j', (candidate) => {
    expect(internalReturnPath(candidate)).toBeNull();
  });

  test('never returns anything but a path of this origin', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (candidate) => {
        const result = internalReturnPath(candidate);
        if (result === null) return;
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(new URL(result, 'https://kopi.test').origin).toBe('https://kopi.test');
      }),
    );
  });
});

describe('returnPathFrom', () => {
  test('reads ?from= and falls back when it is missing or refused', () => {
    expect(returnPathFrom(fromQuery('/main/cart'), FALLBACK)).toBe('/main/cart');
    expect(returnPathFrom('', FALLBACK)).toBe(FALLBACK);
    expect(returnPathFrom('?other=1', FALLBACK)).toBe(FALLBACK);
    // The %09 of a crafted link arrives decoded as a tab.
    expect(returnPathFrom('?from=/%09/evil.example', FALLBACK)).toBe(FALLBACK);
    expect(returnPathFrom('?from=/%0A/evil.example', FALLBACK)).toBe(FALLBACK);
    expect(returnPathFrom('?from=/lengkapi-profil', FALLBACK)).toBe(FALLBACK);
  });
});

describe('hrefs', () => {
  test('fill in and encode their parameters', () => {
    expect(hrefs.product({ name: 'Arabika Gayo Full Wash', code: 'BN 01/2' })).toBe(
      '/products/arabika-gayo-full-wash/BN%2001%2F2',
    );
    expect(hrefs.blog('a/b')).toBe('/blogs/detail/a%2Fb');
    expect(hrefs.profileTab('pesanan')).toBe(routes.profile);
    expect(hrefs.profileTab('alamat')).toBe('/main/profile?tab=alamat');
    expect(hrefs.profileTab('blend')).toBe('/main/profile?tab=blend');
    expect(hrefs.remixBlend('a b&c=d')).toBe('/custom-blend/pilih-biji-kopi?racik=a+b%26c%3Dd');
    expect(hrefs.addressForm()).toBe('/main/address-form');
    expect(hrefs.addressForm({ alias: 'a/b?c' })).toBe('/main/address-form/a%2Fb%3Fc');
    expect(hrefs.order('../x?y#z')).toBe('/main/orders/..%2Fx%3Fy%23z');
    expect(hrefs.orderHistory('sedang_diproses')).toBe(
      '/main/order-history?status=sedang_diproses',
    );
  });

  test('what a link names as its return, returnPathFrom reads back', () => {
    for (const href of [
      hrefs.addressForm({ alias: 'adr-1', returnTo: '/main/checkout' }),
      hrefs.login('/main/checkout'),
    ]) {
      expect(returnPathFrom(href.slice(href.indexOf('?')), FALLBACK)).toBe('/main/checkout');
    }
    expect(hrefs.login()).toBe('/login');
  });
});

describe('staysInItsFolder', () => {
  test.each(['BN-GAYO-250', 'kopi-susu_1', 'Kopi Gula Aren', '%2e%2e', '...', 'a.b', 'ÿ-kopi'])(
    'accepts %j: one folder as it is',
    (value) => {
      expect(staysInItsFolder(value)).toBe(true);
    },
  );

  test.each(['', '.', '..', '../..', 'a/b', '/', '..\\..', 'a\\b', 'kopi\u0000', 'kopi\n'])(
    'refuses %j: it would leave its page folder, or be no folder at all',
    (value) => {
      expect(staysInItsFolder(value)).toBe(false);
    },
  );

  test('a value it accepts is one segment of the link, read back as it was', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }).filter(staysInItsFolder), (code) => {
        const segments = hrefs.product({ name: 'Kopi', code }).split('/').filter(Boolean);
        expect(segments).toHaveLength(3);
        expect(decodeURIComponent(segments[2] ?? '')).toBe(code);
      }),
    );
  });
});
