import type { Page } from '@playwright/test';
import { type RouteName, routes } from '../../src/lib/paths';
import { expect, logIn, test } from './support';

/**
 * SPEC §2's whole route table, walked through the real app as a guest and as a customer:
 * each address lands where the spec says and shows its own heading, never a blank page.
 * A route added to src/lib/paths.ts without a row here fails the first test.
 */

/** Where an address ends up: the URL (path and query) and the page's level-1 heading. */
interface Landing {
  url: string;
  heading: string | RegExp;
}

interface Row {
  /** A concrete address for the route's pattern. */
  path: string;
  guest: Landing;
  customer: Landing;
}

const HOME: Landing = { url: '/', heading: 'Blend Kopimu Sendiri' };
const SITI_PROFILE: Landing = { url: '/main/profile', heading: 'Siti Rahayu' };
const loginFrom = (path: string): Landing => ({
  url: `/login?${new URLSearchParams({ from: path })}`,
  heading: 'Login',
});
const same = (path: string, heading: string | RegExp): Landing => ({ url: path, heading });
const both = (path: string, heading: string | RegExp): Row => ({
  path,
  guest: same(path, heading),
  customer: same(path, heading),
});
/** A signed-in page: guests are sent to log in first, and come back afterwards. */
const guarded = (path: string, heading: string | RegExp): Row => ({
  path,
  guest: loginFrom(path),
  customer: same(path, heading),
});

/** Siti's unpaid online order, as the seed names it this year. */
const SITI_ORDER = `ord-${new Date().getUTCFullYear()}-131`;
const SITI_ORDER_HEADING = /^Pesanan SO-\d{4}-000131$/;
const FINISH = `/main/payment/finish?order_id=${SITI_ORDER}&status_code=200&transaction_status=settlement`;
const ORDER_NOT_FOUND = 'Pesanan tidak ditemukan';

const table: Record<RouteName, Row> = {
  home: both('/', HOME.heading),
  homeAlias: { path: '/home', guest: HOME, customer: HOME },
  products: both('/products', 'Produk yang harus kamu coba!'),
  productDetail: both('/products/arabika-gayo-full-wash/BN-GAYO-250', 'Arabika Gayo Full Wash'),
  partnership: both('/partnership', 'Partnership'),
  blogs: both('/blogs', 'Kenali produk kami lebih jauh'),
  blogDetail: both(
    '/blogs/detail/mengenal-origin-kopi-nusantara',
    'Mengenal Origin Kopi Nusantara',
  ),
  blendIntro: both('/custom-blend/introduction', 'Buat Blend Kopi Kamu'),
  blendStep: guarded('/custom-blend/pilih-biji-kopi', 'Buat Blend Kopi Kamu'),
  sharedBlend: both('/blend/tidak-ada-0000000000', 'Blend ini tidak dibagikan lagi'),
  login: { path: '/login', guest: same('/login', 'Login'), customer: SITI_PROFILE },
  register: { path: '/register', guest: same('/register', 'Daftar'), customer: SITI_PROFILE },
  passwordReset: {
    path: '/lupa-password',
    guest: same('/lupa-password', 'Lupa password'),
    customer: SITI_PROFILE,
  },
  // Without a Google sign-in to complete, everything is cleared and the shopper sent home.
  completeProfile: { path: '/lengkapi-profil', guest: HOME, customer: HOME },
  // The demo's pending registration: its link activates it.
  activation: both('/Activation/act-7f3c9a2e5b14', 'Akun kamu sudah aktif!'),
  userProfile: guarded('/main/user-profile', 'Siti Rahayu'),
  profile: guarded('/main/profile', 'Siti Rahayu'),
  user: guarded('/main/user', 'Siti Rahayu'),
  editProfile: guarded('/main/edit-profile', 'My Profile'),
  cart: guarded('/main/cart', 'Keranjang'),
  checkout: guarded('/main/checkout', 'Checkout'),
  selectBranch: guarded('/main/select-branch', 'Pilih cabang'),
  address: guarded('/main/address', 'Daftar Alamat'),
  addressForm: guarded('/main/address-form', 'Tambah Alamat'),
  addressFormEdit: guarded('/main/address-form/adr-siti-rumah', 'Ubah Alamat'),
  orderHistory: guarded('/main/order-history', 'Pesanan Saya'),
  order: guarded(`/main/orders/${SITI_ORDER}`, SITI_ORDER_HEADING),
  // The payment provider's return gives way to the order's page.
  paymentFinish: {
    path: FINISH,
    guest: loginFrom(FINISH),
    customer: same(`/main/orders/${SITI_ORDER}`, SITI_ORDER_HEADING),
  },
};

/** Addresses nobody should type, but somebody will: each lands somewhere sensible. */
const XSS_QUERY = '?x=<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">';
const badInput: Row[] = [
  { path: '/main/', guest: loginFrom('/main/'), customer: HOME },
  { path: '/main', guest: loginFrom('/main'), customer: HOME },
  { path: '/main//cart', guest: loginFrom('/main//cart'), customer: HOME },
  { path: '/main/tidak-ada', guest: loginFrom('/main/tidak-ada'), customer: HOME },
  { path: '/MAIN/cart', guest: loginFrom('/MAIN/cart'), customer: same('/MAIN/cart', 'Keranjang') },
  {
    path: `/main/cart${XSS_QUERY}`,
    guest: loginFrom(`/main/cart${XSS_QUERY}`),
    customer: { url: `/main/cart${encodeURI(XSS_QUERY)}`, heading: 'Keranjang' },
  },
  {
    path: '/login?from=javascript:alert(1)',
    guest: same('/login?from=javascript:alert(1)', 'Login'),
    customer: SITI_PROFILE,
  },
  {
    path: '/login?from=//evil.example',
    guest: same('/login?from=//evil.example', 'Login'),
    customer: SITI_PROFILE,
  },
  // An order address or a payment return naming no order this shop could have made. The
  // router reads the address as decodeURI does, and the guard names that to the login page
  // (which goes on to it only if it is a shop path, never to a NUL).
  ...[
    '/main/orders/..%2F..%2Fapi%2FCart',
    '/main/orders/ord%00',
    `/main/orders/${'a'.repeat(2000)}`,
    '/main/orders/%3Cimg%20src%3Dx%20onerror%3D%22window.__pwned%3D3%22%3E',
    '/main/payment/finish?order_id=%3Cscript%3Ewindow.__pwned%3D4%3C%2Fscript%3E',
    '/main/payment/finish',
  ].map((path) => ({
    path,
    guest: loginFrom(decodeURI(path)),
    customer: same(path, ORDER_NOT_FOUND),
  })),
  { path: '/tidak-ada', guest: HOME, customer: HOME },
  { path: `/${'a'.repeat(2000)}`, guest: HOME, customer: HOME },
];

async function expectLanding(page: Page, path: string, landing: Landing) {
  // Typed into the address bar, not resolved by Playwright: '/\evil' must reach the app.
  await page.goto(new URL(page.url()).origin + path);
  await expect(page.getByRole('heading', { level: 1, name: landing.heading })).toBeVisible();
  // Asked until it holds: the app may still be replacing the address it was given.
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return `${url.pathname}${url.search}`;
    })
    .toBe(landing.url);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  // What axe finds on each page a route lands on is its screen's stories' check, at desktop and
  // phone size, as a guest and signed in (every story is an axe check: .storybook/preview.tsx).
}

test('every route of the table has a row in this walk', () => {
  expect(Object.keys(table).sort()).toEqual(Object.keys(routes).sort());
});

for (const who of ['guest', 'customer'] as const) {
  test(`a ${who} typing each address of the route table lands where SPEC §2 says`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    if (who === 'customer') await logIn(page, 'siti');
    else await page.goto('/');
    // /lengkapi-profil ends the session it does not find a Google sign-in for: it goes last.
    const rows = Object.entries(table).sort(([a], [b]) =>
      a === 'completeProfile' ? 1 : b === 'completeProfile' ? -1 : 0,
    );
    for (const [name, row] of rows) {
      await test.step(`${name}: ${row.path}`, () => expectLanding(page, row.path, row[who]));
    }
  });

  test(`a ${who} typing a malformed or hostile address lands somewhere sensible`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    if (who === 'customer') await logIn(page, 'siti');
    else await page.goto('/');
    for (const row of badInput) {
      await test.step(row.path.slice(0, 80), () => expectLanding(page, row.path, row[who]));
    }
    await test.step('/\\evil.example', async () => {
      const shop = new URL(page.url()).origin;
      await page.goto(`${shop}/\\evil.example`);
      await expect(page.getByRole('heading', { level: 1, name: HOME.heading })).toBeVisible();
      await expect(page).toHaveURL(`${shop}/`);
    });
  });
}

test('a guest sent to log in from /main/cart goes on to the cart, and a reload keeps it', async ({
  page,
}) => {
  await page.goto('/main/cart');
  await expect(page).toHaveURL(/\/login\?from=%2Fmain%2Fcart$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await logIn(page, 'siti', { landsOn: '/main/cart' });
  await expect(page.getByRole('heading', { level: 1, name: 'Keranjang' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Keranjang' })).toBeVisible();
});

test('an expired session says why after the reload home, once', async ({ page, context }) => {
  await page.goto('/');
  // A token the gateway does not know: as if it expired while the tab was closed.
  const { hostname } = new URL(page.url());
  await context.addCookies([
    { name: 'access_token', value: 'kedaluwarsa', domain: hostname, path: '/' },
    { name: 'customer_profile', value: '{"firstName":"Siti"}', domain: hostname, path: '/' },
  ]);
  await page.goto('/main/profile');
  const notice = page.getByRole('alertdialog', { name: 'Error!' });
  await expect(notice).toContainText('Unauthorized access. Please log in.');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await notice.getByRole('button', { name: 'Okay!' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HOME.heading })).toBeVisible();
  // The notice was taken out of storage when it was shown: nothing is left to show again.
  expect(await page.evaluate(() => sessionStorage.getItem('signedOutNotice'))).toBeNull();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
