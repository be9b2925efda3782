import { entryKeys, stop, update } from './entries';
import type { Store } from './types';

// What changes cached data from outside a read: a mutation's invalidation or answer, a
// change of customer, the data a pre-rendered page came with.

function matches(key: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}:`));
}

/**
 * Marks every key equal to or under the given ones as out of date: screens showing them load
 * them again in the background; others load them when they next mount.
 */
export function invalidateServerData(store: Store, ...prefixes: string[]) {
  for (const key of entryKeys()) {
    if (!matches(key, prefixes)) continue;
    update(store, key, (entry) => ({ ...stop(entry), fetchedAt: 0, version: entry.version + 1 }));
  }
}

/**
 * Marks every cached key out of date: the customer changed (signed in in another tab), so any
 * answer held may be the previous one's or the guest's.
 */
export function invalidateAllServerData(store: Store) {
  invalidateServerData(store, ...entryKeys());
}

/** Stores data a mutation already answered with, so nobody has to ask for it again. */
export function setServerData<T>(store: Store, key: string, data: T) {
  update(store, key, (entry) => ({
    ...stop(entry),
    state: { status: 'success', data, error: undefined },
    fetchedAt: Date.now(),
    unconfirmed: false,
    failure: undefined,
  }));
}

/**
 * Data the build read from the gateway when it pre-rendered the page (app/prerender.tsx writes
 * it into the page; main.tsx gives it back before hydrating): shown at once, and as the
 * pre-rendered HTML showed it during hydration, but never trusted as fresh. The screens
 * reading it ask the gateway again at once and show the answer when it comes.
 */
export function seedServerData(store: Store, data: Readonly<Record<string, unknown>>) {
  for (const [key, value] of Object.entries(data)) {
    const state = { status: 'success', data: value, error: undefined } as const;
    update(store, key, (entry) => ({ ...entry, state, prerendered: state, fetchedAt: 0 }));
  }
}
