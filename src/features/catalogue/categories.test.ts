import { afterEach, describe, expect, it } from 'vitest';
import { shownCategories } from '@/api/catalogue';
import { STORAGE_KEYS } from '@/lib/storage';
import { initialCategoryAlias, readStoredCategoryAlias, storeCategoryAlias } from './categories';

const gateway = [
  { name: 'Minuman', alias: 'Beverages' },
  { name: 'Merchandise', alias: 'Merchandise' },
  { name: 'Drip Bag', alias: 'Drips' },
  { name: 'Custom Blend', alias: 'CustomBlend' },
  { name: 'Biji Kopi', alias: 'Beans' },
];

describe('shownCategories', () => {
  it('keeps Drips, Beans and Beverages in the gateway’s order and drops the hidden ones', () => {
    expect(shownCategories(gateway).map((c) => c.alias)).toEqual(['Beverages', 'Drips', 'Beans']);
  });

  it('shows a category the gateway repeats only once', () => {
    expect(shownCategories([...gateway, { name: 'Beans lagi', alias: 'Beans' }])).toHaveLength(3);
  });

  it('shows nothing when the gateway has no shown category', () => {
    expect(shownCategories([{ name: 'Merchandise', alias: 'Merchandise' }])).toEqual([]);
  });

  it('keeps Beverages, Drips and Beans in the order the gateway gives them', () => {
    const categories = [
      { name: 'Biji Kopi', alias: 'Beans' },
      { name: 'Merchandise', alias: 'Merchandise' },
      { name: 'Minuman', alias: 'Beverages' },
      { name: 'Custom Blend', alias: 'CustomBlend' },
      { name: 'Drip Bag', alias: 'Drips' },
    ];
    expect(shownCategories(categories).map((c) => c.alias)).toEqual([
      'Beans',
      'Beverages',
      'Drips',
    ]);
  });

  it('matches aliases exactly and shows a repeated alias once', () => {
    const categories = [
      { name: 'beans', alias: 'beans' },
      { name: 'Biji Kopi', alias: 'Beans' },
      { name: 'Biji Kopi lagi', alias: 'Beans' },
    ];
    expect(shownCategories(categories)).toEqual([{ name: 'Biji Kopi', alias: 'Beans' }]);
  });

  it('shows nothing for an empty list', () => {
    expect(shownCategories([])).toEqual([]);
  });
});

describe('initialCategoryAlias', () => {
  const shown = shownCategories(gateway);

  it('opens the remembered category', () => {
    expect(initialCategoryAlias(shown, 'Drips')).toBe('Drips');
    expect(initialCategoryAlias(shown, 'drips')).toBe('Drips');
  });

  it('opens the third shown category when nothing or a hidden category is remembered', () => {
    expect(initialCategoryAlias(shown, null)).toBe('Beans');
    expect(initialCategoryAlias(shown, 'Merchandise')).toBe('Beans');
  });

  it('falls back to the last one when fewer than three are shown, and to none for none', () => {
    expect(initialCategoryAlias(shown.slice(0, 2), null)).toBe('Drips');
    expect(initialCategoryAlias([], 'Beans')).toBeNull();
  });
});

describe('the remembered category', () => {
  afterEach(() => localStorage.clear());

  it('is stored under the shared key and read back', () => {
    storeCategoryAlias('Beverages');
    expect(localStorage.getItem(STORAGE_KEYS.selectedCategory)).toBe('"Beverages"');
    expect(readStoredCategoryAlias()).toBe('Beverages');
  });

  it('is read from a whole stored category object too', () => {
    localStorage.setItem(
      STORAGE_KEYS.selectedCategory,
      JSON.stringify({ name: 'Drip Bag', alias: 'Drips' }),
    );
    expect(readStoredCategoryAlias()).toBe('Drips');
  });

  it('is nothing when the stored value is not JSON or has another shape', () => {
    localStorage.setItem(STORAGE_KEYS.selectedCategory, 'Beans');
    expect(readStoredCategoryAlias()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.selectedCategory, '42');
    expect(readStoredCategoryAlias()).toBeNull();
  });
});
