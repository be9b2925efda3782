import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIDR, formatNumber, PLACEHOLDER } from './format';

describe('formatIDR', () => {
  it.each([
    [12000, 'Rp 12.000'],
    [0, 'Rp 0'],
    [1_250_000, 'Rp 1.250.000'],
    [-1500, '-Rp 1.500'],
    [12000.5, 'Rp 12.001'],
    [12000.4, 'Rp 12.000'],
    [-0, 'Rp 0'],
    [-0.4, 'Rp 0'],
    [Number.MAX_SAFE_INTEGER, 'Rp 9.007.199.254.740.991'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatIDR(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.MAX_SAFE_INTEGER + 2,
    -1e300,
  ])('shows the placeholder for %s', (value) => {
    expect(formatIDR(value)).toBe(PLACEHOLDER);
  });

  it('uses a plain space, never the no-break space Intl emits', () => {
    expect(formatIDR(5000)).not.toMatch(/\u00a0|\u202f/u);
  });

  it('never throws and never shows a fraction, for any double', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const text = formatIDR(value);
        expect(text).not.toMatch(/,\d/u);
        expect(text === PLACEHOLDER || /^-?Rp \d{1,3}(\.\d{3})*$/u.test(text)).toBe(true);
      }),
    );
  });

  it('prints the rounded amount for every safe integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (value) => {
        const digits = formatIDR(value).replace(/[^\d-]/gu, '');
        expect(Number(digits)).toBe(value);
      }),
    );
  });
});

describe('formatNumber', () => {
  it('groups thousands with dots and rounds to whole numbers by default', () => {
    expect(formatNumber(1_234_567.5)).toBe('1.234.568');
  });

  it('keeps up to the requested fraction digits with a decimal comma', () => {
    expect(formatNumber(1_234_567.5, { maximumFractionDigits: 1 })).toBe('1.234.567,5');
    expect(formatNumber(2, { maximumFractionDigits: 2 })).toBe('2');
  });

  it('clamps nonsensical fraction digit requests instead of throwing', () => {
    expect(formatNumber(1.25, { maximumFractionDigits: -3 })).toBe('1');
    expect(formatNumber(1.25, { maximumFractionDigits: Number.NaN })).toBe('1');
    expect(formatNumber(1.25, { maximumFractionDigits: 500 })).toBe('1,25');
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, 1e20])(
    'shows the placeholder for %s',
    (value) => {
      expect(formatNumber(value)).toBe(PLACEHOLDER);
    },
  );
});
