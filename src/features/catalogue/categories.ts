import { z } from 'zod';
import type { Category } from '@/api/models';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

/** SPEC §2: without a remembered choice the third shown category is selected. */
const DEFAULT_TAB_INDEX = 2;

/**
 * What the home page's category cards and this screen store: the alias. A whole category
 * object (as older releases kept) is read too, so a stored choice survives an update.
 */
const storedCategorySchema = z.union([
  z.string(),
  z.object({ alias: z.string() }).transform((category) => category.alias),
]);

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
