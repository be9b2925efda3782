import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MONTH_ABBREVIATIONS,
  parseDisplayDate,
  parseWireDate,
  splitDuration,
  startOfWeek,
  toDate,
} from './dates';
import {
  formatDayMonthYear,
  formatDisplayDate,
  formatShortDate,
  formatTime,
  PLACEHOLDER,
  pad2,
  toWireDate,
  toWireTime,
} from './format';

/** Local date-time; `setFullYear` keeps years below 100 as they are. */
function local(year: number, month: number, day: number, h = 0, min = 0, s = 0): Date {
  const date = new Date(2000, 0, 1, h, min, s);
  date.setFullYear(year, month - 1, day);
  return date;
}

const midnight = (date: Date) => local(date.getFullYear(), date.getMonth() + 1, date.getDate());

/** Any valid moment in the supported years 1..9999, in the local zone. */
const usableDate = fc.date({
  min: local(1, 1, 1),
  max: local(9999, 12, 31, 23, 59, 59),
  noInvalidDate: true,
});

const DAY_MS = 24 * 60 * 60 * 1000;

describe('date formatters', () => {
  const moment = local(2026, 11, 22, 9, 5, 7);

  it('write the formats the shop uses', () => {
    expect(formatShortDate(moment)).toBe('22/11/26');
    expect(formatTime(moment)).toBe('09.05');
    expect(formatDisplayDate(moment)).toBe('22 Nov 2026');
    expect(formatDayMonthYear(moment)).toBe('22.11.2026');
    expect(toWireDate(moment)).toBe('20261122');
    expect(toWireTime(moment)).toBe('090507');
  });

  it('pad days, months and small years', () => {
    const early = local(5, 3, 4, 0, 0, 9);
    expect(formatShortDate(early)).toBe('04/03/05');
    expect(formatDayMonthYear(early)).toBe('04.03.0005');
    expect(toWireDate(early)).toBe('00050304');
    expect(toWireTime(early)).toBe('000009');
    expect(formatDisplayDate(early)).toBe('4 Mar 0005');
  });

  it('use the Indonesian month abbreviations', () => {
    const printed = MONTH_ABBREVIATIONS.map((_, index) =>
      formatDisplayDate(local(2026, index + 1, 1)),
    );
    expect(printed).toEqual([
      '1 Jan 2026',
      '1 Feb 2026',
      '1 Mar 2026',
      '1 Apr 2026',
      '1 Mei 2026',
      '1 Jun 2026',
      '1 Jul 2026',
      '1 Agu 2026',
      '1 Sep 2026',
      '1 Okt 2026',
      '1 Nov 2026',
      '1 Des 2026',
    ]);
  });

  it('accept wire dates, ISO dates and epoch milliseconds', () => {
    expect(formatDisplayDate('20260817')).toBe('17 Agu 2026');
    expect(formatDisplayDate('2026-08-17')).toBe('17 Agu 2026');
    expect(formatTime('2026-08-17T14:30:00')).toBe('14.30');
    expect(formatShortDate(moment.getTime())).toBe('22/11/26');
  });

  it.each([
    null,
    undefined,
    new Date(Number.NaN),
    Number.NaN,
    Number.POSITIVE_INFINITY,
    1e300,
    '',
    'kemarin',
    '22/11/2026',
    '20261322',
    '2026-02-30',
    local(10000, 1, 1),
    local(0, 12, 31),
  ])('show the placeholder for %s', (input) => {
    for (const format of [
      formatShortDate,
      formatTime,
      formatDisplayDate,
      formatDayMonthYear,
      toWireDate,
      toWireTime,
    ]) {
      expect(format(input)).toBe(PLACEHOLDER);
    }
  });

  it('never throw, whatever they are given', () => {
    const input = fc.oneof(fc.date(), fc.double(), fc.string(), fc.constant(null));
    fc.assert(
      fc.property(input, (value) => {
        expect(toWireDate(value)).toMatch(/^(\d{8}|-)$/u);
        expect(formatDisplayDate(value)).toMatch(/^(\d{1,2} \p{L}{3} \d{4}|-)$/u);
      }),
    );
  });
});

describe('toDate', () => {
  it('copies dates instead of sharing them', () => {
    const original = local(2026, 1, 1);
    const copy = toDate(original);
    copy?.setFullYear(1999);
    expect(original.getFullYear()).toBe(2026);
  });

  it('reads an ISO date as the local day, not UTC midnight', () => {
    expect(toDate('2026-01-01')).toEqual(local(2026, 1, 1));
  });

  it('rejects formats the engine would have to guess', () => {
    expect(toDate('Nov 22 2026')).toBeNull();
    expect(toDate('22-11-2026')).toBeNull();
  });
});

describe('parseWireDate', () => {
  it('reads yyyyMMdd as local midnight', () => {
    expect(parseWireDate('20261122')).toEqual(local(2026, 11, 22));
    expect(parseWireDate('20240229')).toEqual(local(2024, 2, 29));
  });

  it.each([
    null,
    undefined,
    '',
    '2026112',
    '202611220',
    '2026-11-22',
    ' 20261122',
    '20261131',
    '20250229',
    '20261300',
    '00000101',
    '２０２６１１２２',
  ])('gives null for %j', (text) => {
    expect(parseWireDate(text)).toBeNull();
  });

  it('round-trips with toWireDate for every valid date', () => {
    fc.assert(
      fc.property(usableDate, (date) => {
        const wire = toWireDate(date);
        expect(wire).toMatch(/^\d{8}$/u);
        expect(parseWireDate(wire)).toEqual(midnight(date));
        expect(toWireDate(parseWireDate(wire))).toBe(wire);
      }),
    );
  });
});

describe('parseDisplayDate', () => {
  it('reads what formatDisplayDate writes, and dotted or lower-case variants', () => {
    expect(parseDisplayDate('22 Nov 2026')).toEqual(local(2026, 11, 22));
    expect(parseDisplayDate('5 agu 2026')).toEqual(local(2026, 8, 5));
    expect(parseDisplayDate('05.Mei.2026')).toEqual(local(2026, 5, 5));
  });

  it.each([
    null,
    '',
    '22 Aug 2026',
    '22 May 2026',
    '22 Oct 2026',
    '22 Dec 2026',
    '31 Apr 2026',
    '29 Feb 2025',
    '0 Jan 2026',
    '22 Nov 26',
    '22 November 2026',
    'Nov 22 2026',
  ])('gives null for %j', (text) => {
    expect(parseDisplayDate(text)).toBeNull();
  });

  it('is the inverse of formatDisplayDate for every valid date', () => {
    fc.assert(
      fc.property(usableDate, (date) => {
        expect(parseDisplayDate(formatDisplayDate(date))).toEqual(midnight(date));
      }),
    );
  });
});

describe('startOfWeek', () => {
  it('goes back to Monday midnight, across month and year ends', () => {
    expect(startOfWeek(local(2026, 11, 22, 18, 30))).toEqual(local(2026, 11, 16));
    expect(startOfWeek(local(2026, 11, 16, 0, 0, 1))).toEqual(local(2026, 11, 16));
    expect(startOfWeek(local(2027, 1, 2))).toEqual(local(2026, 12, 28));
  });

  it('gives null for invalid input', () => {
    expect(startOfWeek(new Date(Number.NaN))).toBeNull();
    expect(startOfWeek('bukan tanggal')).toBeNull();
  });

  it('is a Monday midnight less than a week before, for every date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: local(1, 1, 8), max: local(9999, 12, 31), noInvalidDate: true }),
        (date) => {
          const monday = startOfWeek(date);
          expect(monday).not.toBeNull();
          if (!monday) return;
          expect(monday.getDay()).toBe(1);
          // Compared with a rebuilt local midnight, which also holds on days whose midnight
          // a daylight-saving jump skips.
          expect(monday).toEqual(midnight(monday));
          expect(monday.getTime()).toBeLessThanOrEqual(date.getTime());
          // A week plus an hour of slack for daylight-saving shifts in zones that have them.
          expect(date.getTime() - monday.getTime()).toBeLessThan(7 * DAY_MS + 3_600_000);
          expect(startOfWeek(monday)).toEqual(monday);
        },
      ),
    );
  });
});

describe('splitDuration', () => {
  it('splits milliseconds into whole hours, minutes and seconds', () => {
    expect(splitDuration(0)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(splitDuration(999)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(splitDuration(3_723_500)).toEqual({ hours: 1, minutes: 2, seconds: 3 });
    expect(splitDuration(49 * 3_600_000)).toEqual({ hours: 49, minutes: 0, seconds: 0 });
  });

  it.each([-1, -86_400_000, Number.NaN, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY])(
    'counts %s as zero',
    (milliseconds) => {
      expect(splitDuration(milliseconds)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    },
  );

  it('recombines to floor(ms / 1000) seconds with parts in range', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: Number.MAX_SAFE_INTEGER, noNaN: true }), (ms) => {
        const { hours, minutes, seconds } = splitDuration(ms);
        expect(hours * 3600 + minutes * 60 + seconds).toBe(Math.floor(ms / 1000));
        expect(Number.isInteger(hours) && hours >= 0).toBe(true);
        expect(minutes >= 0 && minutes < 60 && Number.isInteger(minutes)).toBe(true);
        expect(seconds >= 0 && seconds < 60 && Number.isInteger(seconds)).toBe(true);
      }),
    );
  });

  it('never gives a negative part', () => {
    fc.assert(
      fc.property(fc.double(), (ms) => {
        const parts = Object.values(splitDuration(ms));
        expect(parts.every((part) => part >= 0)).toBe(true);
      }),
    );
  });
});

describe('pad2', () => {
  it.each([
    [0, '00'],
    [5, '05'],
    [12, '12'],
    [123, '123'],
    [7.9, '07'],
  ])('pads %s to %s', (value, expected) => {
    expect(pad2(value)).toBe(expected);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('gives the placeholder for %s', (value) => {
    expect(pad2(value)).toBe(PLACEHOLDER);
  });
});
