import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BREAKPOINT_QUERIES, BREAKPOINTS, type Breakpoint, breakpointFor } from './breakpoints';

describe('breakpointFor', () => {
  it.each([
    [0, 'mobilePortrait'],
    [375, 'mobilePortrait'],
    [599, 'mobilePortrait'],
    [599.9, 'mobilePortrait'],
    [600, 'tabletPortrait'],
    [768, 'tabletPortrait'],
    [1023, 'tabletPortrait'],
    [1023.5, 'tabletPortrait'],
    [1024, 'desktopLandscape'],
    [1920, 'desktopLandscape'],
    [Number.POSITIVE_INFINITY, 'desktopLandscape'],
  ] as const)('puts width %s in %s', (width, expected) => {
    expect(breakpointFor(width)).toBe(expected);
  });

  it.each([Number.NaN, -1, Number.NEGATIVE_INFINITY, null, undefined])(
    'falls back to desktop landscape for %s',
    (width) => {
      expect(breakpointFor(width)).toBe('desktopLandscape');
    },
  );

  it('agrees with the half-open ranges of BREAKPOINTS for every width', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }), (width) => {
        const { minWidth, maxWidth } = BREAKPOINTS[breakpointFor(width)];
        expect(width >= minWidth && width < maxWidth).toBe(true);
      }),
    );
  });
});

describe('BREAKPOINTS', () => {
  it('tile the widths from 0 upwards without gaps or overlaps', () => {
    const ranges = Object.values(BREAKPOINTS);
    expect(ranges[0]?.minWidth).toBe(0);
    ranges.slice(1).forEach((range, index) => {
      expect(range.minWidth).toBe(ranges[index]?.maxWidth);
    });
    expect(ranges.at(-1)?.maxWidth).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('BREAKPOINT_QUERIES', () => {
  it('state the same bounds for matchMedia', () => {
    expect(BREAKPOINT_QUERIES).toEqual<Record<Breakpoint, string>>({
      mobilePortrait: '(width < 600px)',
      tabletPortrait: '(600px <= width < 1024px)',
      desktopLandscape: '(width >= 1024px)',
    });
  });
});
