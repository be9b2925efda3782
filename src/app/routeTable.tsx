import { type ComponentType, lazy } from 'react';
import { Redirect } from 'wouter';
import type { Query } from '@/api/serverData';
import { onDemand } from '@/lib/onDemand';
import { routes, SIGNED_IN_AREA } from '@/lib/paths';

// The route table of SPEC.md §2: which screen each address shows, who may see it, and what
// its first render reads. routes.tsx matches addresses against it and preloads.

export type Params = Record<string, string | undefined>;

/** What a screen's first reads depend on: the address and who is signed in. */
export interface ReadsFor {
  params: Params;
  search: URLSearchParams;
  isAuthenticated: boolean;
  /** The session holds the profile's cookie copy (the profile is read only then). */
  hasProfile: boolean;
  /**
   * What this browser stored may spare a read (an article the stored blog list has). False
   * for a guest's first render as the build makes it, with nothing stored: what it read is
   * what its page carries, and what hydration takes back (guestReadsOf).
   */
  usesStorage: boolean;
}

/**
 * The gateway reads a screen's first render makes, for the route's address, and those that
 * follow one's answer (followingReads: the cart's suggestions). Loaded on demand: the api
 * modules carry zod and the API client, which the shell does not need.
 */
type FirstReads = (route: ReadsFor) => Promise<Query<unknown>[]>;

/** A screen: its chunk (loaded once, whoever asks first) and the reads its first render makes. */
export interface Screen {
  Component: ComponentType;
  load: () => Promise<unknown>;
  reads?: FirstReads;
}

function screen(
  importScreen: () => Promise<{ default: ComponentType }>,
  reads?: FirstReads,
): Screen {
  // A chunk that failed to load (offline) is asked for again next time, not remembered.
  const load = onDemand(importScreen);
  return { Component: lazy(load), load, reads };
}

// Every screen is its own chunk: the first load carries only the shell. Beside each, what its
// first render reads, so a route's chunk and its first gateway calls start together.
const screens = {
  home: screen(
    () => import('@/features/home/HomeScreen'),
    async () => (await import('@/features/home/firstReads')).homeReads,
  ),
  blogs: screen(
    () => import('@/features/blogs/BlogsScreen'),
    async () => (await import('@/features/blogs/firstReads')).blogListReads,
  ),
  // An article opens from the list kept locally, without a call (SPEC §3); else it reads the list.
  blogDetail: screen(
    () => import('@/features/blogs/BlogDetailScreen'),
    async ({ params, usesStorage }) =>
      (await import('@/features/blogs/firstReads')).blogDetailReads(params.slug, usesStorage),
  ),
  blendIntro: screen(() => import('@/features/blend-intro/BlendIntroScreen')),
  blend: screen(
    () => import('@/features/blend/BlendScreen'),
    async ({ params }) => (await import('@/features/blend/firstReads')).blendReadsFor(params.step),
  ),
  profile: screen(
    () => import('./ProfileRoute'),
    async ({ hasProfile, search }) => {
      const [{ profileReads }, { orderHistoryReads }] = await Promise.all([
        import('@/features/profile/firstReads'),
        import('@/features/orders/firstReads'),
      ]);
      return profileReads(hasProfile, search, () => orderHistoryReads(search));
    },
  ),
  editProfile: screen(
    () => import('@/features/profile/EditProfileScreen'),
    async ({ hasProfile }) =>
      (await import('@/features/profile/firstReads')).editProfileReads(hasProfile),
  ),
  orderHistory: screen(
    () => import('@/features/orders/OrderHistoryScreen'),
    async ({ search }) => (await import('@/features/orders/firstReads')).orderHistoryReads(search),
  ),
  order: screen(
    () => import('@/features/orders/OrderScreen'),
    async ({ params }) => (await import('@/features/orders/firstReads')).orderReads(params.alias),
  ),
  paymentFinish: screen(
    () => import('@/features/orders/PaymentFinishScreen'),
    async ({ search }) =>
      (await import('@/features/orders/firstReads')).orderReads(search.get('order_id')),
  ),
  addresses: screen(
    () => import('@/features/addresses/AddressListScreen'),
    async () => (await import('@/features/addresses/firstReads')).addressListReads,
  ),
  addressForm: screen(() => import('@/features/addresses/AddressFormScreen')),
  products: screen(
    () => import('@/features/catalogue/ProductsScreen'),
    async ({ isAuthenticated }) =>
      (await import('@/features/catalogue/firstReads')).productsReads(isAuthenticated),
  ),
  productDetail: screen(
    () => import('@/features/catalogue/ProductDetailScreen'),
    async ({ params: { productCode = '' } }) =>
      (await import('@/features/catalogue/firstReads')).productDetailReads(productCode),
  ),
  login: screen(() => import('@/features/auth/LoginScreen')),
  register: screen(() => import('@/features/auth/RegisterScreen')),
  passwordReset: screen(() => import('@/features/auth/PasswordResetScreen')),
  completeProfile: screen(() => import('@/features/auth/CompleteProfileScreen')),
  activation: screen(() => import('@/features/auth/ActivationScreen')),
  partnership: screen(() => import('@/features/partnership/PartnershipScreen')),
  cart: screen(
    () => import('@/features/cart/CartScreen'),
    async () => (await import('@/features/cart/firstReads')).cartReads,
  ),
  checkout: screen(
    () => import('@/features/checkout/CheckoutScreen'),
    async () => (await import('@/features/checkout/firstReads')).checkoutReads,
  ),
  selectBranch: screen(
    () => import('@/features/branch/SelectBranchScreen'),
    async () => (await import('@/features/branch/firstReads')).selectBranchReads,
  ),
} satisfies Record<string, Screen>;

export function GoHome() {
  return <Redirect to={routes.home} replace />;
}

export interface RouteEntry {
  path: string;
  /** A screen, or what the route shows instead (a redirect, a screen with props). */
  show: Screen | ComponentType;
  /** The signed-in area (SPEC §2): a guest goes to /login first. */
  guarded?: true;
}

/**
 * The route table of SPEC.md §2, in one place. Flat on purpose: every pattern is a whole
 * path from lib/paths, so a redirect or a link inside a screen means the same everywhere.
 * The signed-in area is guarded as a whole, so a guest on any /main address (known or not)
 * goes to /login first. First match wins.
 */
export const table: RouteEntry[] = [
  { path: routes.home, show: screens.home },
  { path: routes.homeAlias, show: GoHome },
  { path: routes.products, show: screens.products },
  { path: routes.productDetail, show: screens.productDetail },
  { path: routes.partnership, show: screens.partnership },
  { path: routes.blogs, show: screens.blogs },
  { path: routes.blogDetail, show: screens.blogDetail },
  { path: routes.blendIntro, show: screens.blendIntro },
  { path: routes.blendStep, show: screens.blend, guarded: true },
  { path: routes.login, show: screens.login },
  { path: routes.register, show: screens.register },
  { path: routes.passwordReset, show: screens.passwordReset },
  { path: routes.completeProfile, show: screens.completeProfile },
  { path: routes.activation, show: screens.activation },
  { path: routes.userProfile, show: screens.profile, guarded: true },
  { path: routes.profile, show: screens.profile, guarded: true },
  { path: routes.user, show: screens.profile, guarded: true },
  { path: routes.editProfile, show: screens.editProfile, guarded: true },
  { path: routes.cart, show: screens.cart, guarded: true },
  { path: routes.checkout, show: screens.checkout, guarded: true },
  { path: routes.selectBranch, show: screens.selectBranch, guarded: true },
  { path: routes.address, show: screens.addresses, guarded: true },
  { path: routes.addressForm, show: screens.addressForm, guarded: true },
  { path: routes.addressFormEdit, show: screens.addressForm, guarded: true },
  { path: routes.orderHistory, show: screens.orderHistory, guarded: true },
  { path: routes.order, show: screens.order, guarded: true },
  { path: routes.paymentFinish, show: screens.paymentFinish, guarded: true },
  // Any other /main path goes home, after the login a guest is sent to first.
  { path: SIGNED_IN_AREA, show: GoHome, guarded: true },
];
