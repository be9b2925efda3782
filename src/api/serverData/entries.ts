import { type Atom, atom, type PrimitiveAtom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import type { Entry, Store } from './types';

// The cache's entries: one per key, in the Jotai store. What a screen renders of one
// (shownAtom), and the one way to change one (update); loading them is cache.ts's.

export const LOADING = { status: 'loading', data: undefined, error: undefined } as const;
const EMPTY: Entry = {
  state: LOADING,
  fetchedAt: 0,
  version: 0,
  inFlight: null,
  subscribers: 0,
  prefetchedAt: 0,
  prerendered: LOADING,
};

/**
 * How long data is trusted without asking again when another screen mounts. Mutations
 * invalidate what they change, so this only bounds what other tabs and devices changed.
 */
export const FRESH_FOR_MS = 30_000;

// One atom per key, created on first use; the values live in each Jotai store, so every
// story and test (each with a store of its own) starts with an empty cache.
const entryAtoms = new Map<string, PrimitiveAtom<Entry>>();
export function entryAtom(key: string): PrimitiveAtom<Entry> {
  let found = entryAtoms.get(key);
  if (!found) {
    found = atom<Entry>(EMPTY);
    entryAtoms.set(key, found);
  }
  return found;
}

/** What a screen renders of a key's entry (useServerData). */
const SHOWN_FIELDS = ['state', 'version', 'prerendered', 'unconfirmed'] as const;
export type Shown = Pick<Entry, (typeof SHOWN_FIELDS)[number]>;
const sameShown = (a: Shown, b: Shown) => SHOWN_FIELDS.every((field) => a[field] === b[field]);
const shownAtoms = new Map<string, Atom<Shown>>();
/**
 * The part of the key's entry a screen renders. The rest is the cache's bookkeeping (how many
 * screens watch the key, the load under way, a prefetch's time): a change to it renders
 * nothing (the entry held before stands, its shown fields being the same), so a screen that
 * mounts does not render its whole tree again for the count and the load it starts (issue 25).
 */
export function shownAtom(key: string): Atom<Shown> {
  let found = shownAtoms.get(key);
  if (!found) {
    found = selectAtom(entryAtom(key), (entry): Shown => entry, sameShown);
    shownAtoms.set(key, found);
  }
  return found;
}

/** Every key asked for so far, in any store. */
export function entryKeys(): Iterable<string> {
  return entryAtoms.keys();
}

/**
 * Replaces the key's entry with what `change` makes of it. Rendered at once: a mutation's
 * answer (setServerData) lands in the same render as the screen's own state that goes with
 * it (the cart's quantity it saved), never a render later. A read's answer is rendered as a
 * transition instead (cache.ts's load).
 */
export function update(store: Store, key: string, change: (entry: Entry) => Entry) {
  const target = entryAtom(key);
  store.set(target, change(store.get(target)));
}

/** Stops the key's load under way, if any: its answer may be older than what is now known. */
export function stop(entry: Entry): Entry {
  entry.inFlight?.controller.abort();
  return { ...entry, inFlight: null };
}
