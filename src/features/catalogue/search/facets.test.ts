import { aProduct } from '@kit/products';
import { describe, expect, test } from 'vitest';
import type { Product } from '@/api/catalogue';
import { facetValues, knownFilters, narrow, sortFound } from './facets';
import { buildSearchIndex, searchProducts } from './searchIndex';

const bean = (
  code: string,
  name: string,
  type: string,
  origin: string,
  price: number,
  flavour: { body: number; acidity: number; sweetness: number; bitterness: number },
) =>
  aProduct({
    code,
    name,
    sellPrice: price,
    nonMemberPrice: price,
    memberPrice: price,
    productOptions: [
      { code: `BEAN-${type}`, name: type, optionCategory: '1' },
      { code: `ORIGIN-${origin}`, name: origin, optionCategory: '2', flavour },
    ],
  });

const catalogue: Product[] = [
  bean('BN-GAYO', 'Arabika Gayo', 'Arabika', 'Gayo', 95_000, {
    body: 3,
    acidity: 4,
    sweetness: 3,
    bitterness: 2,
  }),
  bean('BN-TRJ', 'Arabika Toraja', 'Arabika', 'Toraja', 110_000, {
    body: 4,
    acidity: 2,
    sweetness: 3,
    bitterness: 3,
  }),
  bean('BN-TMG', 'Robusta Temanggung', 'Robusta', 'Temanggung', 85_000, {
    body: 5,
    acidity: 1,
    sweetness: 2,
    bitterness: 5,
  }),
  aProduct({
    code: 'BV-KSGA',
    name: 'Kopi Susu',
    category: { name: 'Minuman', alias: 'Beverages' },
    sellPrice: 28_000,
    nonMemberPrice: 28_000,
    memberPrice: 25_000,
  }),
  aProduct({
    code: 'BV-NONE',
    name: 'Air Mineral',
    category: { name: 'Minuman', alias: 'Beverages' },
    sellPrice: 0,
    nonMemberPrice: 0,
    memberPrice: 0,
  }),
];
const all = searchProducts(buildSearchIndex(catalogue), '');
const codes = (found: { product: Product }[]) => found.map(({ product }) => product.code);

describe('the filters', () => {
  test('each value has its count of results', () => {
    const values = facetValues(all, {});
    expect(values.kategori).toEqual([
      { id: 'biji-kopi', label: 'Biji Kopi', count: 3 },
      { id: 'minuman', label: 'Minuman', count: 2 },
    ]);
    expect(values.jenis.map(({ id, count }) => [id, count])).toEqual([
      ['arabika', 2],
      ['robusta', 1],
    ]);
    expect(values.rasa.map(({ label, count }) => [label, count])).toEqual([
      ['Body tebal', 2],
      ['Asam segar', 1],
      ['Asam rendah', 2],
      ['Pahit kuat', 1],
      ['Pahit ringan', 1],
    ]);
    expect(values.harga.map(({ label, count }) => [label, count])).toEqual([
      ['Sampai Rp50.000', 1],
      ['Rp50.000 – Rp100.000', 2],
      ['Di atas Rp100.000', 1],
    ]);
  });

  test('a chosen value narrows the others; its own filter still counts every value', () => {
    const filters = { jenis: 'arabika' };
    expect(codes(narrow(all, filters))).toEqual(['BN-GAYO', 'BN-TRJ']);
    const values = facetValues(all, filters);
    expect(values.jenis.map(({ id, count }) => [id, count])).toEqual([
      ['arabika', 2],
      ['robusta', 1],
    ]);
    expect(values.asal.map(({ label }) => label)).toEqual(['Gayo', 'Toraja']);
    expect(codes(narrow(all, { jenis: 'arabika', rasa: 'body-tebal' }))).toEqual(['BN-TRJ']);
  });

  test('a value the catalogue does not have is ignored', () => {
    expect(knownFilters(catalogue, { asal: 'mars', rasa: 'manis', jenis: 'robusta' })).toEqual({
      jenis: 'robusta',
    });
  });
});

describe('the order', () => {
  test('by price up and down, products without a price last', () => {
    expect(codes(sortFound(all, 'termurah'))).toEqual([
      'BV-KSGA',
      'BN-TMG',
      'BN-GAYO',
      'BN-TRJ',
      'BV-NONE',
    ]);
    expect(codes(sortFound(all, 'termahal'))).toEqual([
      'BN-TRJ',
      'BN-GAYO',
      'BN-TMG',
      'BV-KSGA',
      'BV-NONE',
    ]);
  });

  test('by name, and by relevance as found', () => {
    expect(codes(sortFound(all, 'nama'))).toEqual([
      'BV-NONE',
      'BN-GAYO',
      'BN-TRJ',
      'BV-KSGA',
      'BN-TMG',
    ]);
    expect(codes(sortFound(all, 'relevan'))).toEqual(codes(all));
  });
});
