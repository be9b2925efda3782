/**
 * The three layouts of the shop as media queries, mirroring the breakpoint tokens in
 * tokens.css (custom properties cannot be used inside @media, so the numbers live here too).
 * The upper bounds end at .98px so a fractional viewport width never falls between two.
 */
export const mediaQueries = {
  /** Mobile portrait: narrower than 600px. */
  mobile: '(max-width: 599.98px)',
  /** Tablet portrait: 600px up to 1023px. */
  tablet: '(min-width: 600px) and (max-width: 1023.98px)',
  /** Desktop landscape, the default layout: 1024px and wider. */
  desktop: '(min-width: 1024px)',
} as const;
