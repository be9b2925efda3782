import type { Category } from '@/api/catalogue';
import { isRecord, type Schema } from '@/lib/json';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

/** SPEC §2: without a remembered choice the third shown category is selected. */
const DEFAULT_TAB_INDEX = 2;

/**
 * What the home page's category cards and this screen store: the alias. A whole category
 * object (as older releases kept) is read too, so a stored choice survives an update.
 */
const storedCategorySchema: Schema<string> = {
  // By hand, not zod: the catalogue renders before the api layer (and zod) has loaded.
  safeParse: (stored) => {
    if (typeof stored === 'string') return { success: true, data: stored };
    const alias = isRecord(stored) ? stored.alias : undefined;
    return typeof alias === 'string' ? { success: true, data: alias } : { success: false };
  },
};

export function readStoredCategoryAlias(): string | null {
  return readJson(STORAGE_KEYS.selectedCategory, storedCategorySchema);
}

export function storeCategoryAlias(alias: string): void {
  writeJson(STORAGE_KEYS.selectedCategory, alias);
}

/**
 * The tab to open: the remembered category if it is still shown, otherwise the third
 * shown one (or the last, when fewer are shown). Null when no category is shown.
 */
export function initialCategoryAlias(
  shown: readonly Category[],
  remembered: string | null,
): string | null {
  const match = remembered
    ? shown.find((category) => category.alias.toLowerCase() === remembered.toLowerCase())
    : undefined;
  if (match) return match.alias;
  const fallback = shown[Math.min(DEFAULT_TAB_INDEX, shown.length - 1)];
  return fallback?.alias ?? null;
}
