/**
 * Money and number formatting for the shop's locale (id-ID, IDR without decimals).
 *
 * Intl separates "Rp" from the amount with a no-break space (U+00A0) and some ICU builds
 * use other space characters in other places. Every formatter here returns plain ASCII
 * spaces instead, so texts are identical across browsers and Node, compare equal in tests
 * and copy-paste cleanly; wrap a price in `white-space: nowrap` where it must not break.
 */

/** Shown instead of a value that cannot be formatted (missing, NaN, Infinity, out of range). */
export const PLACEHOLDER = '-';

const LOCALE = 'id-ID';

/**
 * Beyond this magnitude a double no longer holds whole rupiah exactly, so any number we
 * printed would be invented digits rather than a real amount.
 */
const MAX_EXACT_AMOUNT = Number.MAX_SAFE_INTEGER;

const idrFormatter = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
  // -0.4 rounds to zero; "-Rp 0" would be nonsense on a price tag.
  signDisplay: 'negative',
});

const anySpace = /\s/gu;

function normaliseSpaces(text: string): string {
  return text.replace(anySpace, ' ');
}

function isFormattable(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_EXACT_AMOUNT;
}

/** `12000` → `"Rp 12.000"`, `-1500` → `"-Rp 1.500"`; fractions are rounded half away from zero. */
export function formatIDR(value: number | null | undefined): string {
  if (!isFormattable(value)) return PLACEHOLDER;
  return normaliseSpaces(idrFormatter.format(value));
}

export interface FormatNumberOptions {
  /** Digits after the decimal comma, at most; 0 (the default) rounds to a whole number. */
  maximumFractionDigits?: number;
}

const numberFormatters = new Map<number, Intl.NumberFormat>();

function numberFormatter(maximumFractionDigits: number): Intl.NumberFormat {
  let formatter = numberFormatters.get(maximumFractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, {
      maximumFractionDigits,
      signDisplay: 'negative',
    });
    numberFormatters.set(maximumFractionDigits, formatter);
  }
  return formatter;
}

/** `1234567.5` → `"1.234.568"`; with `{ maximumFractionDigits: 1 }` → `"1.234.567,5"`. */
export function formatNumber(
  value: number | null | undefined,
  { maximumFractionDigits = 0 }: FormatNumberOptions = {},
): string {
  if (!isFormattable(value)) return PLACEHOLDER;
  // Intl throws a RangeError outside 0..100; clamp so a caller's typo cannot crash a screen.
  const digits = Number.isFinite(maximumFractionDigits)
    ? Math.min(100, Math.max(0, Math.trunc(maximumFractionDigits)))
    : 0;
  return normaliseSpaces(numberFormatter(digits).format(value));
}
