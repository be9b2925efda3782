import { aProduct } from '@kit/products';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Product } from '@/api/catalogue';
import { buildSearchIndex, searchProducts } from './searchIndex';
import { fold, withinOneEdit, wordMatch } from './searchText';

const origin = (name: string, flavour = { body: 4, acidity: 2, sweetness: 3, bitterness: 3 }) => ({
  code: `ORIGIN-${name.toUpperCase()}`,
  name,
  optionCategory: '02',
  flavour,
});
const arabika = { code: 'BEAN-ARABIKA', name: 'Arabika', optionCategory: '1' };

const catalogue: Product[] = [
  aProduct({
    code: 'BV-KSGA',
    name: 'Kopi Susu Gula Aren',
    category: { name: 'Minuman', alias: 'Beverages' },
    remarks: '<p>Espresso <b>arabika</b> dengan gula aren.</p>',
  }),
  aProduct({
    code: 'BN-TRJ-250',
    name: 'Arabika Toraja Sapan',
    remarks: '<p>Earthy dan cokelat.</p>',
    productOptions: [arabika, origin('Toraja')],
  }),
  aProduct({
    code: 'BN-GAYO-250',
    name: 'Arabika Gayo Wine',
    remarks: '<p>Dari dataran tinggi Gayo, mirip Toraja.</p>',
    productOptions: [arabika, origin('Gayo')],
  }),
  aProduct({
    code: 'DR-CAFE-5',
    name: 'Drip Bag Café Kintamani',
    category: { name: 'Drip Bag', alias: 'Drips' },
    remarks: null,
  }),
];

const index = buildSearchIndex(catalogue);
const codes = (query: string) => searchProducts(index, query).map(({ product }) => product.code);

describe('one search over the whole catalogue', () => {
  test('case and accents do not matter', () => {
    expect(codes('CAFE')).toEqual(['DR-CAFE-5']);
    expect(codes('café')).toEqual(['DR-CAFE-5']);
    expect(codes('kintamáni')).toEqual(['DR-CAFE-5']);
  });

  test('a word of five letters or more finds its match with one letter wrong', () => {
    expect(codes('torja')).toContain('BN-TRJ-250');
    expect(codes('tiraja')).toContain('BN-TRJ-250');
    // Four letters must be right: 'gayi' is not 'gayo'.
    expect(codes('gayi')).toEqual([]);
    // Two letters wrong is another word.
    expect(codes('tirajo')).toEqual([]);
  });

  test('a word being typed finds the words it starts', () => {
    expect(codes('kinta')).toEqual(['DR-CAFE-5']);
    expect(codes('BN-GA')).toEqual(['BN-GAYO-250']);
  });

  test('several words narrow the results', () => {
    expect(codes('arabika')).toHaveLength(3);
    expect(codes('arabika gayo')).toEqual(['BN-GAYO-250']);
    expect(codes('arabika gayo kintamani')).toEqual([]);
  });

  test('names, codes, category, bean type, origin and description are searched', () => {
    expect(codes('ksga')).toEqual(['BV-KSGA']);
    expect(codes('minuman')).toEqual(['BV-KSGA']);
    expect(codes('earthy')).toEqual(['BN-TRJ-250']);
    expect(codes('drip')).toEqual(['DR-CAFE-5']);
  });

  test('a name match ranks above a description match', () => {
    // Toraja is the name of one and in the description of the other.
    expect(codes('toraja')).toEqual(['BN-TRJ-250', 'BN-GAYO-250']);
    // Arabika: two by name (catalogue order between them), the drink by its description.
    expect(codes('arabika')).toEqual(['BN-TRJ-250', 'BN-GAYO-250', 'BV-KSGA']);
  });

  test('a blank query is the whole catalogue in its order', () => {
    expect(codes('')).toEqual(catalogue.map((product) => product.code));
    expect(codes('   ')).toEqual(catalogue.map((product) => product.code));
  });

  test('markup, regular-expression characters and emoji are text', () => {
    expect(codes('.*[(')).toEqual([]);
    expect(codes('<b>arabika</b>')).toHaveLength(3);
    expect(codes('☕')).toEqual([]);
    expect(codes('\u200f\u202egayo')).toEqual(['BN-GAYO-250']);
    expect(() => codes('a'.repeat(500))).not.toThrow();
  });
});

describe('its words', () => {
  test('one edit: an inserted, dropped or changed letter', () => {
    expect(withinOneEdit('torja', 'toraja')).toBe(true);
    expect(withinOneEdit('toraja', 'torja')).toBe(true);
    expect(withinOneEdit('tiraja', 'toraja')).toBe(true);
    expect(withinOneEdit('traaja', 'toraja')).toBe(false);
  });

  test('one edit is symmetric and holds for every single change (property)', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 8 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(withinOneEdit(a, b)).toBe(withinOneEdit(b, a));
      }),
    );
    fc.assert(
      fc.property(word, fc.nat(), fc.constantFrom('a', 'x'), (text, at, letter) => {
        const i = text.length === 0 ? 0 : at % text.length;
        expect(withinOneEdit(text, text.slice(0, i) + letter + text.slice(i))).toBe(true);
        expect(withinOneEdit(text, text.slice(0, i) + text.slice(i + 1))).toBe(true);
        expect(withinOneEdit(text, text.slice(0, i) + letter + text.slice(i + 1))).toBe(true);
      }),
    );
  });

  test('short words must be typed right', () => {
    expect(wordMatch('gayi', 'gayo')).toBe(0);
    expect(wordMatch('gayo', 'gayo')).toBe(1);
    expect(fold('ÉSPRÉSSO')).toBe('espresso');
  });
});

describe('whatever is typed (property)', () => {
  const anyText = fc.string({ unit: 'binary', maxLength: 60 });

  test('never throws, and finds each product at most once', () => {
    fc.assert(
      fc.property(anyText, (query) => {
        const found = searchProducts(index, query);
        expect(new Set(found.map(({ product }) => product.code)).size).toBe(found.length);
      }),
    );
  });

  test('case never changes the results', () => {
    fc.assert(
      fc.property(fc.constantFrom('toraja', 'gayo', 'kopi', 'café', 'arabika'), (word) => {
        expect(codes(word.toUpperCase())).toEqual(codes(word));
      }),
    );
  });

  test('another word never widens the results', () => {
    const words = fc.constantFrom('arabika', 'gayo', 'kopi', 'drip', 'toraja', 'gula', 'bag');
    fc.assert(
      fc.property(fc.array(words, { minLength: 1, maxLength: 3 }), words, (typed, more) => {
        const before = new Set(codes(typed.join(' ')));
        for (const code of codes([...typed, more].join(' '))) expect(before.has(code)).toBe(true);
      }),
    );
  });
});
