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

/**
 * An unsaved quantity with what the gateway held when it was typed, so that a reload does
 * not put it over a quantity another tab or device saved since.
 */
export interface KeptQuantity {
  quantity: number;
  /** The line's quantity on the gateway, as the page last loaded or saved it. */
  base: number;
  /** What the page's own save under way carried: the gateway may hold it by now. */
  sending?: number;
}

const isCartQuantity = (value: unknown) =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= QUANTITY_LIMITS.min &&
  value <= QUANTITY_LIMITS.max;

const isCount = (value: unknown) => typeof value === 'number' && Number.isInteger(value);

const isKeptQuantity = (value: unknown): value is KeptQuantity => {
  if (typeof value !== 'object' || value === null) return false;
  const { quantity, base, sending } = value as Record<string, unknown>;
  return isCartQuantity(quantity) && isCount(base) && (sending === undefined || isCount(sending));
};

/**
 * Line alias to a kept quantity; checked by hand so the cart needs no zod. An entry of
 * another shape (a bare quantity, as kept before the base was) is dropped: without the base
 * nobody can tell whether the gateway changed since.
 */
const keptSchema: Schema<Record<string, KeptQuantity>> = {
  safeParse: (value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? {
          success: true,
          data: Object.fromEntries(
            Object.entries(value).filter((entry): entry is [string, KeptQuantity] =>
              isKeptQuantity(entry[1]),
            ),
          ),
        }
      : { success: false },
};

export function keepQuantities(unsaved: ReadonlyMap<string, KeptQuantity>): void {
  if (unsaved.size === 0) forgetKeptQuantities();
  else writeJson(UNSAVED_QUANTITIES_KEY, Object.fromEntries(unsaved), 'session');
}

/** What was kept, once: reading it forgets it. */
export function takeKeptQuantities(): Map<string, KeptQuantity> {
  const kept = readJson(UNSAVED_QUANTITIES_KEY, keptSchema, 'session');
  forgetKeptQuantities();
  return new Map(Object.entries(kept ?? {}));
}

export function forgetKeptQuantities(): void {
  remove(UNSAVED_QUANTITIES_KEY, 'session');
}
