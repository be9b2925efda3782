import { type Atom, atom, type PrimitiveAtom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { startTransition } from 'react';
import { toApiError } from '../errors';
import type { recoveryOf } from './offline/recovery';
import type { Entry, Loader, ResourceState, Store } from './types';

export type { Loader, ResourceState, Store } from './types';

/**
 * The one way screens read gateway data: each resource cached by key in the Jotai store,
 * shared by every screen that asks for it (one request, however many ask at once), with
 * loading and error states, and invalidated by the mutations that change it. Keys name what
 * is loaded, with ':' between the parts, e.g. 'addresses', 'address:adr-1', 'cart:count';
 * invalidating 'cart' refreshes 'cart' and every 'cart:…' key.
 */

export type Resource<T> = ResourceState<T> & {
  /** Loads again from scratch, showing the loading state (after an error). */
  retry: () => void;
  /** Loads again in the background, keeping the current data on screen until it arrives. */
  reload: () => void;
  /**
   * The data shown may be out of date: the shop is offline, or the data could not be
   * confirmed since the connection dropped (OutOfDateNote says so). False without data.
   */
  outOfDate: boolean;
};

/**
 * What a screen reads: the key it is cached under and how it is loaded. The api modules
 * define them (`addressQueries.list`), so a key and its loader never disagree.
 */
export interface Query<T> {
  key: string;
  load: Loader<T>;
}

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
function entryKeys(): Iterable<string> {
  return entryAtoms.keys();
}

/**
 * Replaces the key's entry with what `change` makes of it. Rendered at once: a mutation's
 * answer (setServerData) lands in the same render as the screen's own state that goes with
 * it (the cart's quantity it saved), never a render later. A read's answer is rendered as a
 * transition instead (load).
 */
function update(store: Store, key: string, change: (entry: Entry) => Entry) {
  const target = entryAtom(key);
  store.set(target, change(store.get(target)));
}

// Offline and back (offline/recovery.ts: retries with backoff, the connection state, refresh
// when it comes back) arrives with the api client, which every read loads first (client.ts
// hands it in): the shell holds only these hooks into it, and the first load stays in budget.
// Its folder keeps it out of the shell chunk (vite.config.ts's SHELL_CHUNK takes
// serverData/*, not subfolders).
let recovery: ReturnType<typeof recoveryOf> | null = null;
export function installRecovery(of: typeof recoveryOf) {
  recovery ??= of({ entryAtom, entryKeys, update, load, FRESH_FOR_MS });
}

/**
 * Starts loading `key` unless a load is already under way; `showLoading` drops the data.
 * A failure goes to offline/recovery.ts (`attempt` counts the tries of its backoff).
 */
export function load<T>(
  store: Store,
  key: string,
  loader: Loader<T>,
  showLoading: boolean,
  attempt = 0,
) {
  const entry = store.get(entryAtom(key));
  if (entry.inFlight) {
    // 'Coba lagi' pressed while a background try (the backoff's, a refresh) is under way:
    // that try's answer is the one asked for, so the screen shows it loading until it lands.
    if (showLoading && entry.state.status === 'error')
      update(store, key, (current) =>
        current.inFlight ? { ...current, state: LOADING } : current,
      );
    return;
  }
  const controller = new AbortController();
  // Before recovery is installed no connection was found lost yet: 0, as sending() says then.
  const sent = recovery?.sending() ?? 0;
  // Only this load's own answer may land: one that was stopped (left, invalidated) or
  // overtaken by a newer load changes nothing. It is stored at once, and rendered in a
  // transition, as is the offline bookkeeping that follows it: React draws a long list in
  // slices between which a tap gets through, instead of in one task that blocks the page
  // (issue 25's long tasks).
  const settle = (change: (entry: Entry) => Entry) =>
    startTransition(() =>
      update(store, key, (current) =>
        current.inFlight?.controller === controller
          ? { ...change(current), inFlight: null }
          : current,
      ),
    );
  const promise = loader(controller.signal, store).then(
    (data) => {
      settle((current) => ({
        ...current,
        state: { status: 'success', data, error: undefined },
        fetchedAt: Date.now(),
      }));
      startTransition(() => recovery?.answered(store, key, sent));
    },
    (cause: unknown) => {
      if (controller.signal.aborted) return settle((current) => current);
      const error = toApiError(cause);
      settle((current) => ({
        ...current,
        state: { status: 'error', data: current.state.data, error },
        fetchedAt: 0,
      }));
      recovery?.failed(store, key, loader, attempt, error);
    },
  );
  recovery?.cancelRetry(store, key);
  update(store, key, (current) => ({
    ...current,
    state: showLoading ? LOADING : current.state,
    inFlight: { controller, promise },
  }));
}

/** Stops the key's load under way, if any: its answer may be older than what is now known. */
function stop(entry: Entry): Entry {
  entry.inFlight?.controller.abort();
  return { ...entry, inFlight: null };
}

/**
 * A screen shows `key`: counted as a subscriber, loaded unless fresh. Returns the screen's
 * leaving. A prefetch that just failed answered for this screen: it shows the failure (and
 * its retry) instead of asking again unseen.
 */
export function watchServerData(
  store: Store,
  key: string,
  loader: Loader<unknown>,
  freshForMs: number,
): () => void {
  update(store, key, (entry) => ({ ...entry, subscribers: entry.subscribers + 1, loader }));
  const current = store.get(entryAtom(key));
  const isFresh = current.fetchedAt > 0 && Date.now() - current.fetchedAt < freshForMs;
  const isPrefetchFailure =
    current.state.status === 'error' &&
    current.prefetchedAt > 0 &&
    Date.now() - current.prefetchedAt < freshForMs;
  if (current.prefetchedAt > 0) update(store, key, (entry) => ({ ...entry, prefetchedAt: 0 }));
  if (!isFresh && !isPrefetchFailure) {
    load(store, key, loader, current.state.status !== 'success');
  } else if (current.state.status === 'error') {
    // The prefetch's failure is shown; it is tried again as the screen's own would be.
    recovery?.failed(store, key, loader, 0, current.state.error);
  }
  return () => {
    update(store, key, (entry) => ({ ...entry, subscribers: entry.subscribers - 1 }));
    // Nobody is waiting any more (the screen was left): stop the load and its retries.
    // Checked a moment later, so a screen that unmounts and mounts again at once (StrictMode,
    // a re-keyed list) keeps it.
    setTimeout(() => {
      const entry = store.get(entryAtom(key));
      if (entry.subscribers > 0) return;
      recovery?.cancelRetry(store, key);
      if (entry.inFlight) update(store, key, stop);
    }, 0);
  };
}

function matches(key: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}:`));
}

/**
 * Marks every key equal to or under the given ones as out of date: screens showing them load
 * them again in the background; others load them when they next mount.
 */
export function invalidateServerData(store: Store, ...prefixes: string[]) {
  for (const key of entryAtoms.keys()) {
    if (!matches(key, prefixes)) continue;
    update(store, key, (entry) => ({ ...stop(entry), fetchedAt: 0, version: entry.version + 1 }));
  }
}

/**
 * Marks every cached key out of date: the customer changed (signed in in another tab), so any
 * answer held may be the previous one's or the guest's.
 */
export function invalidateAllServerData(store: Store) {
  invalidateServerData(store, ...entryAtoms.keys());
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

/**
 * The resource's data for code outside a render (a mutation, another loader): the cached
 * data while fresh, else one load shared with any screen asking at the same time.
 */
export async function fetchServerData<T>(
  store: Store,
  query: Query<T>,
  freshForMs = FRESH_FOR_MS,
): Promise<T> {
  const target = entryAtom(query.key);
  const cached = store.get(target);
  const isFresh = cached.fetchedAt > 0 && Date.now() - cached.fetchedAt < freshForMs;
  if (cached.state.status === 'success' && isFresh) return cached.state.data as T;
  load(store, query.key, query.load, cached.state.status !== 'success');
  await store.get(target).inFlight?.promise;
  const { state: settled, failure } = store.get(target);
  // Data kept on screen after a load that got no answer is no answer to this caller.
  if (failure) throw failure;
  if (settled.status === 'success') return settled.data as T;
  if (settled.status === 'error') throw settled.error;
  throw new DOMException('The load was stopped.', 'AbortError');
}

/**
 * Starts loading data a screen is about to read (unless it is fresh or already under way),
 * so the gateway call does not wait for the screen's code: the screen's `useServerData`
 * joins the load under way instead of sending a second request. Data a screen already
 * shows is left alone: a prefetch arriving late must not reload it, nor retry its error.
 */
export function prefetchServerData<T>(
  store: Store,
  query: Query<T>,
  freshForMs = FRESH_FOR_MS,
): void {
  const cached = store.get(entryAtom(query.key));
  if (cached.subscribers > 0) return;
  const isFresh = cached.fetchedAt > 0 && Date.now() - cached.fetchedAt < freshForMs;
  if (isFresh || cached.inFlight) return;
  load(store, query.key, query.load, cached.state.status !== 'success');
  update(store, query.key, (entry) => ({ ...entry, prefetchedAt: Date.now() }));
}
