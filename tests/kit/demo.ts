/**
 * Facts about the demo shop that stories, unit tests and e2e specs all rely on: the mock
 * gateway's demo customers (README) and the screen sizes the shop is judged at. Plain data,
 * so Storybook, Vitest and Playwright can all import it.
 */

export const DEMO_CUSTOMERS = {
  /** Default address in Jakarta Selatan, items in the cart, orders in all three states. */
  siti: { phone: '081234567890', password: 'Kopi!2024', name: 'Siti Rahayu' },
  /** No address, empty cart, no orders. */
  budi: { phone: '081298765432', password: 'Kopi!2024', name: 'Budi Santoso' },
} as const;

export type DemoCustomer = keyof typeof DEMO_CUSTOMERS;

/** Where Budi's first address goes: Tebet, with the mock gateway's region ids and names. */
export const TEBET = {
  province: 'DKI Jakarta',
  provinceId: '6',
  city: 'Jakarta Selatan',
  cityId: '153',
  subDistrict: 'Tebet',
  subDistrictId: '15310',
  postalCode: '12810',
} as const;

/** Phone portrait and desktop landscape (the sizes of DESIGN.md), plus tablet portrait. */
export const SCREEN_SIZES = {
  mobile: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1366, height: 900 },
} as const;

export type ScreenSize = keyof typeof SCREEN_SIZES;
