/**
 * The three layouts of SPEC §2 by viewport width in CSS pixels. Bounds are half-open
 * (`minWidth <= width < maxWidth`) so fractional widths from zoom never fall in a gap.
 */
export const BREAKPOINTS = {
  mobilePortrait: { minWidth: 0, maxWidth: 600 },
  tabletPortrait: { minWidth: 600, maxWidth: 1024 },
  desktopLandscape: { minWidth: 1024, maxWidth: Number.POSITIVE_INFINITY },
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** The same ranges for `matchMedia`, in range syntax so they meet without a gap. */
export const BREAKPOINT_QUERIES: Record<Breakpoint, string> = {
  mobilePortrait: `(width < ${BREAKPOINTS.tabletPortrait.minWidth}px)`,
  tabletPortrait: `(${BREAKPOINTS.tabletPortrait.minWidth}px <= width < ${BREAKPOINTS.desktopLandscape.minWidth}px)`,
  desktopLandscape: `(width >= ${BREAKPOINTS.desktopLandscape.minWidth}px)`,
};

/**
 * The layout for a viewport width. Desktop landscape is the default (SPEC §2), so a width
 * that cannot be measured (NaN, negative, missing) gets it rather than a cramped layout.
 */
export function breakpointFor(width: number | null | undefined): Breakpoint {
  if (typeof width !== 'number' || Number.isNaN(width) || width < 0) return 'desktopLandscape';
  if (width < BREAKPOINTS.mobilePortrait.maxWidth) return 'mobilePortrait';
  if (width < BREAKPOINTS.tabletPortrait.maxWidth) return 'tabletPortrait';
  return 'desktopLandscape';
}
