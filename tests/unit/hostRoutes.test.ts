// @vitest-environment node
import { describe, expect, test } from 'vitest';
import {
  answerWithoutPage,
  nginxRegexes,
  redirectsOf,
  slugFreeKey,
} from '../../scripts/hostRoutes.mjs';
import { nginxServerBlock } from '../../scripts/nginx-config.mjs';
import { securityConfigFromEnv } from '../../scripts/securityHeaders.mjs';
import { table } from '../../src/app/routeTable';
import { appRoutePatterns } from '../../src/lib/paths';

// What nginx and `vite preview` answer for an address with no file or page of the build
// (issue 24): one rule, from the app's own routes (src/lib/paths.ts).

const APP = { status: 200, file: 'app-shell.html' };
// A product or an article without its page (the build writes one for each).
const NO_PAGE = { status: 404, file: 'app-shell.html' };
const UNKNOWN = { status: 404, file: 'index.html' };

const cases: [string, typeof APP][] = [
  ['/tidak-ada', UNKNOWN],
  ['/produk/kopi', UNKNOWN],
  ['/Activation/a/b', UNKNOWN],
  ['/blogs/x', UNKNOWN],
  ['/products/kopi-gayo/TIDAK-ADA', NO_PAGE],
  ['/products/kopi-gayo/TIDAK-ADA/', NO_PAGE],
  ['/main/cart', APP],
  ['/main/orders/ORD-1', APP],
  ['/main/tidak-ada/lagi', APP],
  ['/main', APP],
  ['/lengkapi-profil', APP],
  ['/lupa-password', APP],
  ['/Activation/act-7f3c9a2e5b14', APP],
  ['/LOGIN', APP],
  ['/custom-blend/pilih-biji-kopi', APP],
  ['/blogs/detail/tidak-ada', NO_PAGE],
  ['/blogs/detail/tidak-ada/', NO_PAGE],
];

test("the app's addresses are the route table's, so the hosts and the router agree", () => {
  expect(new Set(appRoutePatterns)).toEqual(new Set(table.map((entry) => entry.path)));
});

describe('answerWithoutPage', () => {
  test.each(cases)('%s', (path, answer) => {
    expect(answerWithoutPage(path)).toEqual(answer);
  });
});

describe("nginx's regexes", () => {
  // nginx matches them with PCRE (`location ~*`); these use no syntax the two read apart.
  const app = new RegExp(nginxRegexes.app, 'i');
  const pagePerItem = new RegExp(nginxRegexes.pagePerItem, 'i');

  test.each(cases)('%s is answered as the preview answers it', (path, answer) => {
    const nginx = pagePerItem.test(path) ? NO_PAGE : app.test(path) ? APP : UNKNOWN;
    expect(nginx).toEqual(answer);
  });

  test("are the server block's locations, quoted", () => {
    const block = nginxServerBlock({ config: securityConfigFromEnv({}, { useMocks: false }) });
    expect(block).toContain(`location ~* "${nginxRegexes.pagePerItem}" {`);
    expect(block).toContain(`location ~* "${nginxRegexes.app}" {`);
    expect(`${nginxRegexes.app}${nginxRegexes.pagePerItem}`).not.toMatch(/["{};\s]/);
  });
});

describe('an item addressed by a slug not its own', () => {
  test('is found by its address without the slug; other addresses have no such key', () => {
    expect(slugFreeKey('/products/nama-lama/BN-GAYO-250')).toBe('/products/*/BN-GAYO-250');
    expect(slugFreeKey('/products/nama-lama/BN-GAYO-250/')).toBe('/products/*/BN-GAYO-250');
    expect(slugFreeKey('/blogs/detail/kopi-tubruk')).toBeNull();
    expect(slugFreeKey('/products')).toBeNull();
    expect(slugFreeKey('/main/cart')).toBeNull();
  });

  test('the build lists each product’s own address, and nginx redirects any other slug to it', () => {
    const own = '/products/arabika-gayo/BN-GAYO.250';
    const { json, map } = redirectsOf([own, '/blogs/detail/kopi-tubruk', '/products']);
    expect(JSON.parse(json)).toEqual({ '/products/*/BN-GAYO.250': own });
    const [line = ''] = map.trim().split('\n');
    const [, pattern = ''] = /^"~(.*)" "([^"]*)";$/.exec(line) ?? [];
    const redirects = new RegExp(pattern);
    expect(redirects.test('/products/nama-lama/BN-GAYO.250')).toBe(true);
    expect(redirects.test('/products/nama-lama/BN-GAYO.250/')).toBe(true);
    expect(redirects.test(own)).toBe(false);
    expect(redirects.test('/products/nama-lama/BN-GAYOx250')).toBe(false);
    expect(line.endsWith(` "${own}";`)).toBe(true);
  });

  test('an item whose key is not plain text gets no nginx line (the app puts its address right)', () => {
    const { json, map } = redirectsOf(['/products/x/%22%3B%20evil']);
    expect(Object.keys(JSON.parse(json))).toHaveLength(1);
    expect(map.trim()).toBe('');
  });
});
