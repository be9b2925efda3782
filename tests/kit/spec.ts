/**
 * What SPEC.md fixes about what the storefront sends, for the unit tests, stories and e2e
 * specs that check it. Plain data, so every runner can import it.
 */

/** SPEC §3 and §9: what every cart line the storefront sends carries, whatever it holds. */
export const CART_LINE_DEFAULTS = {
  lineStatus: 'Open',
  lineDiscountAmount: 0,
  lineNumber: 1,
  lineTaxAmount: 0,
  incomingTax: {},
  weightInMG: 0,
} as const;
