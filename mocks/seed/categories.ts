import type { CategoryAlias, SeedCategory } from './types';

// The shown categories come first and in this order because the storefront preselects
// the third one: Biji Kopi, the roastery's core, is the sensible default tab.
export const categories: readonly SeedCategory[] = [
  { name: 'Minuman', alias: 'Beverages' },
  { name: 'Drip Bag', alias: 'Drips' },
  { name: 'Biji Kopi', alias: 'Beans' },
  // Never shown as tabs (SPEC.md §1): merchandise, and the category composed blends go in.
  { name: 'Merchandise', alias: 'Merchandise' },
  { name: 'Custom Blend', alias: 'CustomBlend' },
];

export const SHOWN_CATEGORY_ALIASES: readonly CategoryAlias[] = ['Beverages', 'Drips', 'Beans'];

export function categoryByAlias(alias: CategoryAlias): SeedCategory {
  const category = categories.find((c) => c.alias === alias);
  if (!category) throw new Error(`Unknown category alias ${alias}`);
  return category;
}
