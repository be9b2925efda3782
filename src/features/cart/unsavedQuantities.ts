import { z } from 'zod';
import { readJson, remove, writeJson } from '@/lib/storage';
import { QUANTITY_LIMITS } from './quantity';

/**
 * Quantities typed just before the page went away (a reload within the save delay). The
 * save sent on leaving may not arrive (the browser can drop it, and the demo's in-page mock
 * gateway is gone with the page), so they are kept in the tab's session storage and sent
 * again when the cart next loads: what was typed is what the reloaded cart shows.
 */
const UNSAVED_QUANTITIES_KEY = 'cartUnsavedQuantities';

const unsavedSchema = z.record(
  z.string(),
  z.number().int().min(QUANTITY_LIMITS.min).max(QUANTITY_LIMITS.max),
);

export function keepUnsavedQuantities(drafts: ReadonlyMap<string, number>): void {
  if (drafts.size === 0) forgetUnsavedQuantities();
  else writeJson(UNSAVED_QUANTITIES_KEY, Object.fromEntries(drafts), 'session');
}

/** What was kept, once: reading it forgets it. */
export function takeUnsavedQuantities(): Map<string, number> {
  const kept = readJson(UNSAVED_QUANTITIES_KEY, unsavedSchema, 'session');
  forgetUnsavedQuantities();
  return new Map(Object.entries(kept ?? {}));
}

export function forgetUnsavedQuantities(): void {
  remove(UNSAVED_QUANTITIES_KEY, 'session');
}
