import type { Schema } from '@/lib/json';
import { readJson, remove, writeJson } from '@/lib/storage';
import { QUANTITY_LIMITS } from './limits';

/**
 * Quantities typed just before the page went away (a reload within the save delay). The
 * save sent on leaving may not arrive (the browser can drop it, and the demo's in-page mock
 * gateway is gone with the page), so they are kept in the tab's session storage and sent
 * again when the cart next loads: what was typed is what the reloaded cart shows.
 */
const UNSAVED_QUANTITIES_KEY = 'cartUnsavedQuantities';

const isCartQuantity = (value: unknown) =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= QUANTITY_LIMITS.min &&
  value <= QUANTITY_LIMITS.max;

/** Line alias to quantity, each one the cart takes; checked by hand so the cart needs no zod. */
const unsavedSchema: Schema<Record<string, number>> = {
  safeParse: (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(isCartQuantity)
      ? { success: true, data: value as Record<string, number> }
      : { success: false },
};

export function keepQuantities(drafts: ReadonlyMap<string, number>): void {
  if (drafts.size === 0) forgetKeptQuantities();
  else writeJson(UNSAVED_QUANTITIES_KEY, Object.fromEntries(drafts), 'session');
}

/** What was kept, once: reading it forgets it. */
export function takeKeptQuantities(): Map<string, number> {
  const kept = readJson(UNSAVED_QUANTITIES_KEY, unsavedSchema, 'session');
  forgetKeptQuantities();
  return new Map(Object.entries(kept ?? {}));
}

export function forgetKeptQuantities(): void {
  remove(UNSAVED_QUANTITIES_KEY, 'session');
}
