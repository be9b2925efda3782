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

/*
 * Dates. Everything is read and written in the device's local time zone: the shop and its
 * customers are in Indonesia, and the gateway exchanges calendar dates (yyyyMMdd) and wall
 * clock times (HHmmss) without a zone. Only years 1..9999 are accepted so every date fits
 * the four-digit wire format and parses back to itself.
 */

/** A moment as the API or a form may carry it; see `toDate` for the accepted strings. */
export type DateInput = Date | number | string | null | undefined;

/** Month abbreviations as the shop prints them; index 0 is January. */
export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Agu',
  'Sep',
  'Okt',
  'Nov',
  'Des',
] as const;

const MIN_YEAR = 1;
const MAX_YEAR = 9999;

function isUsableDate(date: Date): boolean {
  const year = date.getFullYear();
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

/**
 * A local midnight for a calendar day, or null when the day does not exist (31 Feb).
 * `new Date(y, m, d)` would map years 0..99 to 1900..1999, hence `setFullYear`.
 */
function localDay(year: number, monthIndex: number, day: number): Date | null {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, monthIndex, day);
  const exists =
    date.getFullYear() === year && date.getMonth() === monthIndex && date.getDate() === day;
  return exists && isUsableDate(date) ? date : null;
}

const wireDatePattern = /^(\d{4})(\d{2})(\d{2})$/u;
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/u;
const isoDateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/u;

function dayFromMatch(match: RegExpExecArray | null): Date | null {
  if (!match) return null;
  const [, year, month, day] = match;
  return localDay(Number(year), Number(month) - 1, Number(day));
}

/** `'20261122'` → local midnight of 22 November 2026; anything else → null. */
export function parseWireDate(text: string | null | undefined): Date | null {
  return typeof text === 'string' ? dayFromMatch(wireDatePattern.exec(text)) : null;
}

/**
 * Turns an input into a valid Date, or null. Strings may be wire dates (`yyyyMMdd`),
 * ISO dates (`yyyy-MM-dd`, read as a local day rather than UTC midnight as `Date.parse`
 * would) or ISO date-times; other formats are rejected instead of being left to the
 * engine's guesswork. Numbers are epoch milliseconds. Dates are copied, never shared.
 */
export function toDate(input: DateInput): Date | null {
  let date: Date | null = null;
  if (input instanceof Date || typeof input === 'number') {
    date = new Date(input instanceof Date ? input.getTime() : input);
  } else if (typeof input === 'string') {
    const text = input.trim();
    if (wireDatePattern.test(text)) return parseWireDate(text);
    if (isoDatePattern.test(text)) return dayFromMatch(isoDatePattern.exec(text));
    if (isoDateTimePattern.test(text)) date = new Date(text);
  }
  return date && !Number.isNaN(date.getTime()) && isUsableDate(date) ? date : null;
}

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

const displayDatePattern = /^(\d{1,2})[\s.-]+(\p{L}{3})[\s.-]+(\d{4})$/u;

/**
 * Reads what `formatDisplayDate` writes (also `22.Nov.2026`, any letter case). An unknown
 * month abbreviation or a day the month does not have gives null, which the old product
 * only logged while carrying on with a broken date.
 */
export function parseDisplayDate(text: string | null | undefined): Date | null {
  if (typeof text !== 'string') return null;
  const match = displayDatePattern.exec(text.trim());
  if (!match) return null;
  const [, dayText, monthText = '', yearText] = match;
  const monthIndex = MONTH_ABBREVIATIONS.findIndex(
    (abbreviation) => abbreviation.toLowerCase() === monthText.toLowerCase(),
  );
  return monthIndex < 0 ? null : localDay(Number(yearText), monthIndex, Number(dayText));
}

/** Local midnight of the Monday on or before the input (id-ID weeks start on Monday). */
export function startOfWeek(input: DateInput): Date | null {
  const date = toDate(input);
  if (!date) return null;
  const daysSinceMonday = (date.getDay() + 6) % 7;
  // setDate rolls over month and year boundaries, which is exactly what is wanted here.
  date.setDate(date.getDate() - daysSinceMonday);
  date.setHours(0, 0, 0, 0);
  return isUsableDate(date) ? date : null;
}

export interface Duration {
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Whole hours, minutes and seconds in a span of milliseconds, for countdowns. Hours are
 * not capped at 24. A negative span (the deadline has passed) and anything that is not a
 * finite number count as zero, so a countdown never shows negative or NaN parts.
 */
export function splitDuration(milliseconds: number): Duration {
  const totalSeconds =
    Number.isFinite(milliseconds) && milliseconds > 0 ? Math.floor(milliseconds / 1000) : 0;
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
