/*
 * Reading dates. Everything is read and written in the device's local time zone: the shop and
 * its customers are in Indonesia, and the gateway exchanges calendar dates (yyyyMMdd) and wall
 * clock times (HHmmss) without a zone. Only years 1..9999 are accepted so every date fits
 * the four-digit wire format and parses back to itself. Writing them is `format.ts`'s.
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
