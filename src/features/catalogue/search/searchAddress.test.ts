import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isSearchAddress, readSearch, type SearchState, searchString } from './searchAddress';

describe('the search in the address', () => {
  test('reads the query, the filters and the order', () => {
    expect(readSearch('?q=gayo&asal=gayo&rasa=asam-segar&urut=termurah')).toEqual({
      q: 'gayo',
      filters: { asal: 'gayo', rasa: 'asam-segar' },
      sort: 'termurah',
    });
  });

  test('an unknown order or parameter is ignored', () => {
    expect(readSearch('?urut=acak&foo=bar')).toEqual({ q: '', filters: {}, sort: 'relevan' });
  });

  test('the plain catalogue is no search; a query, filter or order is', () => {
    expect(isSearchAddress('')).toBe(false);
    expect(isSearchAddress('?utm_source=x')).toBe(false);
    expect(isSearchAddress('?q=')).toBe(false);
    expect(isSearchAddress('?q=%20')).toBe(true);
    expect(isSearchAddress('?kategori=biji-kopi')).toBe(true);
    expect(isSearchAddress('?urut=nama')).toBe(true);
  });

  test('writes the query first and leaves the default order out', () => {
    expect(
      searchString({ q: 'kopi susu', filters: { harga: 'sampai-50rb' }, sort: 'relevan' }),
    ).toBe('?q=kopi+susu&harga=sampai-50rb');
    expect(searchString({ q: '', filters: {}, sort: 'relevan' })).toBe('');
  });

  test('whatever is typed survives the round trip (property)', () => {
    // Well-formed text: a lone surrogate cannot be put in an address at all.
    const typed = fc.string({ unit: 'grapheme', maxLength: 500 });
    const value = fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 20 });
    const state = fc.record({
      q: typed,
      filters: fc.record({ asal: value, rasa: value }, { requiredKeys: [] }),
      sort: fc.constantFrom('relevan', 'termurah', 'termahal', 'nama'),
    }) satisfies fc.Arbitrary<SearchState>;
    fc.assert(
      fc.property(state, (search) => {
        expect(readSearch(searchString(search))).toEqual(search);
      }),
    );
  });

  test('markup, emoji, right-to-left marks and .*[( come back as typed', () => {
    for (const q of ['<img src=x onerror=alert(1)>', '☕🇮🇩', '\u200f\u202eكوب', '.*[(', '   ']) {
      expect(readSearch(searchString({ q, filters: {}, sort: 'relevan' })).q).toBe(q);
    }
  });
});
