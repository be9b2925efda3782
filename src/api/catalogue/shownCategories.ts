import type { Category } from '../models';

// SPEC §1: which of the gateway's categories the shop shows. Its own module, free of zod and
// the API client, so the screens that draw the categories need no api layer to render.

/** SPEC §1: only these categories are shown to shoppers; the gateway also has hidden ones. */
const SHOWN_CATEGORY_ALIASES = ['Beverages', 'Drips', 'Beans'] as const;
export type ShownCategoryAlias = (typeof SHOWN_CATEGORY_ALIASES)[number];

export interface ShownCategory extends Category {
  alias: ShownCategoryAlias;
}

function isShownAlias(alias: string): alias is ShownCategoryAlias {
  return (SHOWN_CATEGORY_ALIASES as readonly string[]).includes(alias);
}

/**
 * The categories a shopper may pick (the catalogue's tabs, the home page's cards), in the
 * gateway's order. A category the gateway lists twice is shown once, so two cards never
 * lead to the same tab.
 */
export function shownCategories(categories: readonly Category[]): ShownCategory[] {
  const seen = new Set<string>();
  const shown: ShownCategory[] = [];
  for (const category of categories) {
    const { alias } = category;
    if (!isShownAlias(alias) || seen.has(alias)) continue;
    seen.add(alias);
    shown.push({ ...category, alias });
  }
  return shown;
}
