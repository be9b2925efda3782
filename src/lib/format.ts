/**
 * Money, number and date formatting for the shop's locale (id-ID, IDR without decimals).
 *
 * Intl separates "Rp" from the amount with a no-break space (U+00A0) and some ICU builds
 * use other space characters in other places. Every formatter here returns plain ASCII
 * spaces instead, so texts are identical across browsers and Node, compare equal in tests
 * and copy-paste cleanly; wrap a price in `white-space: nowrap` where it must not break.
 */

import { type DateInput, MONTH_ABBREVIATIONS, toDate } from './dates';

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

/*
 * Dates, written as the shop prints them and as the gateway takes them, in the device's local
 * time zone; reading them (what the gateway, forms and display texts carry) is `dates.ts`'s.
 */

// Countdown reads its deadline and splits what is left with these, beside pad2.
export { splitDuration, toDate } from './dates';

/** Two digits for date and time parts: `5` → `"05"`; negative or non-finite → placeholder. */
export function pad2(value: number): string {
  if (!Number.isFinite(value) || value < 0) return PLACEHOLDER;
  return String(Math.trunc(value)).padStart(2, '0');
}

function formatWith(input: DateInput, render: (date: Date) => string): string {
  const date = toDate(input);
  return date ? render(date) : PLACEHOLDER;
}

const dd = (date: Date) => pad2(date.getDate());
const mm = (date: Date) => pad2(date.getMonth() + 1);
const yyyy = (date: Date) => String(date.getFullYear()).padStart(4, '0');

/** `dd/MM/yy`, the shop's short date: `22/11/26`. */
export function formatShortDate(input: DateInput): string {
  return formatWith(input, (d) => `${dd(d)}/${mm(d)}/${yyyy(d).slice(-2)}`);
}

/** `HH.mm`, the id-ID time of day: `09.05`. */
export function formatTime(input: DateInput): string {
  return formatWith(input, (d) => `${pad2(d.getHours())}.${pad2(d.getMinutes())}`);
}

/** Day, Indonesian month abbreviation and year: `22 Nov 2026`, `5 Agu 2026`. */
export function formatDisplayDate(input: DateInput): string {
  return formatWith(input, (d) => `${d.getDate()} ${MONTH_ABBREVIATIONS[d.getMonth()]} ${yyyy(d)}`);
}

/** `dd.MM.yyyy`: `22.11.2026`. */
export function formatDayMonthYear(input: DateInput): string {
  return formatWith(input, (d) => `${dd(d)}.${mm(d)}.${yyyy(d)}`);
}

/** The gateway's date format, `yyyyMMdd`: `20261122`. */
export function toWireDate(input: DateInput): string {
  return formatWith(input, (d) => `${yyyy(d)}${mm(d)}${dd(d)}`);
}

/** The gateway's time format, `HHmmss`: `090507`. */
export function toWireTime(input: DateInput): string {
  return formatWith(
    input,
    (d) => `${pad2(d.getHours())}${pad2(d.getMinutes())}${pad2(d.getSeconds())}`,
  );
}
