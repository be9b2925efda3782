import { parse as parsePattern } from 'regexparam';
import { slugify } from './text.ts';

/**
 * Every address of the shop (SPEC.md §2 route table), in one place: the route table in
 * app/routes.tsx matches these patterns and every link is built from them, so a path is
 * written once. Patterns use wouter's syntax (and its parser, regexparam, below).
 */
export const routes = {
  home: '/',
  homeAlias: '/home',
  products: '/products',
  productDetail: '/products/:slug/:productCode',
  partnership: '/partnership',
  blogs: '/blogs',
  blogDetail: '/blogs/detail/:slug',
  blendIntro: '/custom-blend/introduction',
  blendStep: '/custom-blend/:step?',
  sharedBlend: '/blend/:slug',
  login: '/login',
  register: '/register',
  passwordReset: '/lupa-password',
  completeProfile: '/lengkapi-profil',
  activation: '/Activation/:alias',
  userProfile: '/main/user-profile',
  profile: '/main/profile',
  user: '/main/user',
  editProfile: '/main/edit-profile',
  cart: '/main/cart',
  checkout: '/main/checkout',
  selectBranch: '/main/select-branch',
  address: '/main/address',
  addressForm: '/main/address-form',
  addressFormEdit: '/main/address-form/:alias',
  orderHistory: '/main/order-history',
  order: '/main/orders/:alias',
  paymentFinish: '/main/payment/finish',
} as const;

export type RouteName = keyof typeof routes;

/**
 * The signed-in area as a whole (SPEC §2): any address under /main is the app's, a guest's
 * going to /login first and an unknown one then home (app/routeTable.tsx).
 */
export const SIGNED_IN_AREA = '/main/*?';

/**
 * Every address pattern the app answers: its routes and the signed-in area. A host answers
 * these with the app (scripts/hostRoutes.mjs), and any other address without a file with 404.
 */
export const appRoutePatterns: readonly string[] = [...Object.values(routes), SIGNED_IN_AREA];

/** The profile's tabs, as they appear in its address (?tab=). */
export type ProfileTab = 'pesanan' | 'profile' | 'alamat' | 'blend';

/** The order history's groups, as its address names them (`?status=`). */
export type OrderHistoryStatus = 'menunggu_pembayaran' | 'sedang_diproses' | 'order_history';

/**
 * Whether a value of an address's segment (a product's code, a blog's slug) stays in its
 * page's folder. hrefs percent-encode it; a host (nginx's `$uri`) and the build's
 * pre-renderer (scripts/prerender.mjs, writing `<path>/index.html`) decode it again, so it
 * must be one folder's name as it is: not empty, not `.` or `..`, no `/` or `\` that
 * would make it several, no control character. A product coded `../..` would otherwise
 * have its page written over another page of the build.
 */
export function staysInItsFolder(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  return value !== '.' && value !== '..' && !/^$|[/\\\u0000-\u001f\u007f]/u.test(value);
}

/** Links with their parameters filled in and encoded. */
export const hrefs = {
  product: (product: { name: string; code: string }) =>
    `/products/${slugify(product.name)}/${encodeURIComponent(product.code)}`,
  blog: (slug: string) => `/blogs/detail/${encodeURIComponent(slug)}`,
  blendStep: (step: string) => `/custom-blend/${encodeURIComponent(step)}`,
  /** The builder's first step, to be filled from a shared blend ('Racik ulang'). */
  remixBlend: (slug: string) =>
    `/custom-blend/pilih-biji-kopi?${new URLSearchParams({ [REMIX_PARAM]: slug })}`,
  sharedBlend: (slug: string) => `/blend/${encodeURIComponent(slug)}`,
  activation: (alias: string) => `/Activation/${encodeURIComponent(alias)}`,
  profileTab: (tab: ProfileTab) =>
    tab === 'pesanan' ? routes.profile : `${routes.profile}?tab=${tab}`,
  /** The address form: new without an alias; `returnTo` is where a save goes back to. */
  addressForm: ({ alias, returnTo }: { alias?: string; returnTo?: string } = {}) =>
    withReturn(
      alias ? `${routes.addressForm}/${encodeURIComponent(alias)}` : routes.addressForm,
      returnTo,
    ),
  /** The order history showing one group: where an order is after a payment. */
  orderHistory: (status: OrderHistoryStatus) => `${routes.orderHistory}?status=${status}`,
  order: (alias: string) => `/main/orders/${encodeURIComponent(alias)}`,
  /** The login page; `returnTo` is where a successful login goes on to. */
  login: (returnTo?: string) => withReturn(routes.login, returnTo),
} as const;

/** The query parameter naming the shared blend the builder is filled from, then drops. */
export const REMIX_PARAM = 'racik';

/** The query parameter naming the page to go back (or on) to. */
export const RETURN_PARAM = 'from';

function withReturn(path: string, returnTo: string | undefined): string {
  return returnTo ? `${path}?${new URLSearchParams({ [RETURN_PARAM]: returnTo })}` : path;
}

/**
 * The pages a shopper may be sent back or on to after logging in or saving: the shop's own
 * screens, minus the account pages themselves (returning to /login after logging in, or to
 * /lengkapi-profil, which ends a session it does not find, would undo what just happened).
 */
const RETURN_TARGETS: readonly RouteName[] = [
  'home',
  'products',
  'productDetail',
  'partnership',
  'blogs',
  'blogDetail',
  'blendIntro',
  'blendStep',
  'sharedBlend',
  'userProfile',
  'profile',
  'user',
  'editProfile',
  'cart',
  'checkout',
  'selectBranch',
  'address',
  'addressForm',
  'addressFormEdit',
  'orderHistory',
  'order',
  'paymentFinish',
];

const returnPatterns = RETURN_TARGETS.map((name) => parsePattern(routes[name]).pattern);

/** Longer than any address the shop makes; anything past it is not one of ours. */
const MAX_RETURN_LENGTH = 512;
const PARSE_BASE = 'https://kopi.invalid';

/**
 * The internal path `candidate` names, or null. Checked by parsing, as the browser would
 * read it: a URL parser drops tabs and newlines and turns `\` into `/`, so `/%09/evil`
 * and `/\evil` are other hosts; those, other origins, schemes like `javascript:`, and
 * paths that are not one of RETURN_TARGETS all give null.
 */
export function internalReturnPath(candidate: string | null | undefined): string | null {
  if (typeof candidate !== 'string') return null;
  if (candidate.length === 0 || candidate.length > MAX_RETURN_LENGTH) return null;
  // Only a path: not a scheme, not protocol-relative, no characters a parser would drop.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (!candidate.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, PARSE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== PARSE_BASE || url.hash) return null;
  if (!returnPatterns.some((pattern) => pattern.test(url.pathname))) return null;
  return `${url.pathname}${url.search}`;
}

/** The return target named by `?from=` in `search`, else `fallback`. */
export function returnPathFrom(search: string, fallback: string): string {
  return internalReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? fallback;
}
