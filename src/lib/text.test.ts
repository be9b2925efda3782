import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { padPostalCode, slugify, truncate } from './text';

const graphemeCount = (text: string) =>
  [...new Intl.Segmenter('id', { granularity: 'grapheme' }).segment(text)].length;

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

describe('truncate', () => {
  it('keeps text that fits', () => {
    expect(truncate('Kopi Susu', 25)).toBe('Kopi Susu');
    expect(truncate('12345', 5)).toBe('12345');
  });

  it('cuts at max characters and appends "..."', () => {
    expect(truncate('Arabika Gayo Wine Process Premium', 25)).toBe('Arabika Gayo Wine Process...');
    expect(truncate('abcdef', 3)).toBe('abc...');
  });

  it('drops the space the cut leaves before the ellipsis', () => {
    expect(truncate('Kopi Susu Gula Aren', 10)).toBe('Kopi Susu...');
  });

  it('never splits an emoji, a flag or a letter with its accent', () => {
    expect(truncate('☕☕☕', 2)).toBe('☕☕...');
    expect(truncate('👨‍👩‍👧 keluarga', 1)).toBe('👨‍👩‍👧...');
    expect(truncate('🇮🇩🇮🇩', 1)).toBe('🇮🇩...');
    expect(truncate('e\u0301e\u0301e\u0301', 2)).toBe('e\u0301e\u0301...');
  });

  it('treats a missing text as empty and a meaningless max as zero', () => {
    expect(truncate(null, 5)).toBe('');
    expect(truncate(undefined, 5)).toBe('');
    expect(truncate('abc', -4)).toBe('...');
    expect(truncate('abc', Number.NaN)).toBe('...');
    expect(truncate('abc', Number.POSITIVE_INFINITY)).toBe('abc');
    expect(truncate('abc', 1.9)).toBe('a...');
  });

  it('is a well-formed prefix of at most max + 3 characters, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(40), (text, max) => {
        const result = truncate(text, max);
        expect(graphemeCount(result)).toBeLessThanOrEqual(max + 3);
        expect(loneSurrogate.test(result)).toBe(false);
        if (result === text) {
          expect(graphemeCount(text)).toBeLessThanOrEqual(max);
        } else {
          expect(result.endsWith('...')).toBe(true);
          expect(text.startsWith(result.slice(0, -3))).toBe(true);
        }
      }),
    );
  });
});

describe('slugify', () => {
  it.each([
    ['Kopi Susu Gula Aren', 'kopi-susu-gula-aren'],
    ['  Arabika   Gayo\tWine  ', 'arabika-gayo-wine'],
    ['Kopi & Susu', 'kopi-susu'],
    ['Drip Bag 10/pack', 'drip-bag-10pack'],
    ['Blend #1? 100%', 'blend-1-100'],
    ['../etc', 'etc'],
    ['Café Latte', 'café-latte'],
    ['Kopi_Toraja-Sapan', 'kopi_toraja-sapan'],
    ['???', '-'],
    ['', '-'],
    [null, '-'],
  ])('turns %j into %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('is a single, stable path segment for any name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        const slug = slugify(name);
        expect(slug.length).toBeGreaterThan(0);
        expect(slug).not.toMatch(/[\s/\\?#%.]/u);
        expect(slug).toBe(slug.toLowerCase());
        expect(slugify(slug)).toBe(slug);
        expect(decodeURIComponent(encodeURIComponent(slug))).toBe(slug);
      }),
    );
  });
});

describe('padPostalCode', () => {
  it.each([
    ['12345', '12345'],
    ['1234', '01234'],
    [' 40115 ', '40115'],
    [1234, '01234'],
    [7, '00007'],
  ])('pads %j to %j', (value, expected) => {
    expect(padPostalCode(value)).toBe(expected);
  });

  it.each([null, undefined, '', '123456', '12a45', '12 345', -123, 12.5, Number.NaN, 1e21])(
    'gives null for %j',
    (value) => {
      expect(padPostalCode(value)).toBeNull();
    },
  );

  it('keeps the value of every code of up to five digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (code) => {
        const padded = padPostalCode(code);
        expect(padded).toMatch(/^\d{5}$/u);
        expect(Number(padded)).toBe(code);
        expect(padPostalCode(padded)).toBe(padded);
      }),
    );
  });
});
