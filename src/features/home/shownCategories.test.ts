import { describe, expect, it } from 'vitest';
import { shownCategories } from './shownCategories';

describe('shownCategories', () => {
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

  it('shows nothing when no shown category is returned', () => {
    expect(shownCategories([])).toEqual([]);
    expect(shownCategories([{ name: 'Merchandise', alias: 'Merchandise' }])).toEqual([]);
  });
});
