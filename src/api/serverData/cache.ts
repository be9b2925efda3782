import { atom, type PrimitiveAtom, type useStore } from 'jotai';
import { type ApiError, NETWORK_FAILURE_STATUS, toApiError } from '../errors';
import {
  browserSaysOffline,
  isOffline,
  readFailedForLackOfConnection,
  readWasAnswered,
  subscribeConnection,
} from './connection';

/**
 * The one way screens read gateway data: each resource cached by key in the Jotai store,
 * shared by every screen that asks for it (one request, however many ask at once), with
 * loading and error states, and invalidated by the mutations that change it. Keys name what
 * is loaded, with ':' between the parts, e.g. 'addresses', 'address:adr-1', 'cart:count';
 * invalidating 'cart' refreshes 'cart' and every 'cart:…' key.
 */

export type ResourceState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  /** `data` keeps what a failed reload had shown, if anything. */
  | { status: 'error'; data: T | undefined; error: ApiError };

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

export type Store = ReturnType<typeof useStore>;

/**
 * Loads a resource. It gets the AbortSignal to pass to its API call and the store, to read
 * other cached resources it is made of (fetchServerData).
 */
export type Loader<T> = (signal: AbortSignal, store: Store) => Promise<T>;

/**
 * What a screen reads: the key it is cached under and how it is loaded. The api modules
 * define them (`addressQueries.list`), so a key and its loader never disagree.
 */
export interface Query<T> {
  key: string;
  load: Loader<T>;
}

interface Entry {
  state: ResourceState<unknown>;
  /** When the data last arrived (ms); 0 means it must be loaded before it is trusted. */
  fetchedAt: number;
  /** Bumped by invalidation: the screens showing the key load it again. */
  version: number;
  inFlight: { controller: AbortController; promise: Promise<void> } | null;
  subscribers: number;
  /**
   * When a prefetch (ms) started the load no screen has shown yet: its answer, even a
   * failure, is the next screen's first answer, as if the screen had asked itself.
   */
  prefetchedAt: number;
  /**
   * What the pre-rendered page showed for the key (seedServerData): hydration renders this,
   * whatever has happened to the key since, so the client's first render matches the HTML.
   */
  prerendered: ResourceState<unknown>;
  /**
   * The data shown may be out of date: a load failed for lack of a connection while it was
   * shown (the data stays, `failure` says why), it arrived while the browser was offline (a
   * cache's copy), or the connection dropped while it was held. Cleared by the next answer.
   */
  unconfirmed: boolean;
  /** The lost connection behind `unconfirmed`, for fetchServerData's callers. */
  failure: ApiError | null;
  /** How the key was last loaded: what a retry or a refresh runs again. */
  loader: Loader<unknown> | null;
  /** The next try of a failed load, waiting its backoff (cancelled when the screen leaves). */
  retryTimer: ReturnType<typeof setTimeout> | null;
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
  unconfirmed: false,
  failure: null,
  loader: null,
  retryTimer: null,
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

function update(store: Store, key: string, change: (entry: Entry) => Entry) {
  const target = entryAtom(key);
  store.set(target, change(store.get(target)));
}

/**
 * How failed loads are tried again while a screen shows the key: after 1 s, 2 s, 4 s, 8 s
 * (each ±20 %, so many screens do not ask at the same moment), then not any more until the
 * shopper asks ('Coba lagi'), the connection comes back or the tab is shown again.
 */
export const RETRY_BACKOFF = { firstMs: 1000, maxMs: 8000, retries: 4 } as const;

/** The wait before retry number `attempt` (0 for the first), jittered by `random` in [0, 1). */
export function retryDelay(attempt: number, random = Math.random()): number {
  const base = Math.min(RETRY_BACKOFF.maxMs, RETRY_BACKOFF.firstMs * 2 ** attempt);
  return Math.round(base * (0.8 + 0.4 * random));
}

/** No answer at all (offline, a timeout) or a server fault: another try may work; a 4xx will not. */
function isWorthRetrying(error: ApiError): boolean {
  if (error.status === NETWORK_FAILURE_STATUS) return true;
  return error.status >= 500 && error.error !== 'client_error';
}

function clearRetry(entry: Entry): Entry {
  if (entry.retryTimer === null) return entry;
  clearTimeout(entry.retryTimer);
  return { ...entry, retryTimer: null };
}

/** Waits the backoff, then loads the key again in the background if a screen still shows it. */
function scheduleRetry(store: Store, key: string, loader: Loader<unknown>, attempt: number) {
  const entry = store.get(entryAtom(key));
  // Offline the browser's `online` event refreshes it (syncWithConnection); a timer would
  // only fail again.
  if (attempt >= RETRY_BACKOFF.retries || entry.subscribers === 0 || browserSaysOffline()) return;
  const timer = setTimeout(() => {
    update(store, key, (current) =>
      current.retryTimer === timer ? { ...current, retryTimer: null } : current,
    );
    const current = store.get(entryAtom(key));
    if (current.subscribers > 0 && !current.inFlight) load(store, key, loader, false, attempt + 1);
  }, retryDelay(attempt));
  update(store, key, (current) => ({ ...clearRetry(current), retryTimer: timer }));
}

/**
 * Starts loading `key` unless a load is already under way; `showLoading` drops the data.
 * A failure worth another try is tried again with backoff (`attempt` counts the tries).
 * A load that gets no answer at all while data is shown keeps the data, marked unconfirmed.
 */
export function load<T>(
  store: Store,
  key: string,
  loader: Loader<T>,
  showLoading: boolean,
  attempt = 0,
) {
  const entry = store.get(entryAtom(key));
  if (entry.inFlight) return;
  const controller = new AbortController();
  // Only this load's own answer may land: one that was stopped (left, invalidated) or
  // overtaken by a newer load changes nothing.
  const settle = (change: (entry: Entry) => Entry) =>
    update(store, key, (current) =>
      current.inFlight?.controller === controller
        ? { ...change(current), inFlight: null }
        : current,
    );
  const promise = loader(controller.signal, store).then(
    (data) => {
      settle((current) => ({
        ...current,
        state: { status: 'success', data, error: undefined },
        fetchedAt: Date.now(),
        // An answer while the browser is offline came from a cache (the service worker's).
        unconfirmed: browserSaysOffline(),
        failure: null,
      }));
      readWasAnswered();
    },
    (cause: unknown) => {
      if (controller.signal.aborted) return settle((current) => current);
      const error = toApiError(cause);
      const lostConnection = error.status === NETWORK_FAILURE_STATUS;
      settle((current) =>
        lostConnection && current.state.data !== undefined
          ? // What is shown stays, marked as possibly out of date.
            {
              ...current,
              state: { status: 'success', data: current.state.data, error: undefined },
              fetchedAt: 0,
              unconfirmed: true,
              failure: error,
            }
          : {
              ...current,
              state: { status: 'error', data: current.state.data, error },
              fetchedAt: 0,
            },
      );
      if (lostConnection) readFailedForLackOfConnection();
      if (isWorthRetrying(error)) scheduleRetry(store, key, loader, attempt);
    },
  );
  update(store, key, (current) => ({
    ...clearRetry(current),
    state: showLoading ? LOADING : current.state,
    inFlight: { controller, promise },
    loader,
  }));
}

/**
 * Stops the key's load under way and its next try, if any: its answer may be older than what
 * is now known, or nobody is waiting for it.
 */
function stop(entry: Entry): Entry {
  entry.inFlight?.controller.abort();
  return { ...clearRetry(entry), inFlight: null };
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
  const stopSync = syncWithConnection(store);
  const current = store.get(entryAtom(key));
  const isFresh = current.fetchedAt > 0 && Date.now() - current.fetchedAt < freshForMs;
  const isPrefetchFailure =
    current.state.status === 'error' &&
    current.prefetchedAt > 0 &&
    Date.now() - current.prefetchedAt < freshForMs;
  if (current.prefetchedAt > 0) update(store, key, (entry) => ({ ...entry, prefetchedAt: 0 }));
  if (!isFresh && !isPrefetchFailure) {
    load(store, key, loader, current.state.status !== 'success');
  } else if (current.state.status === 'error' && isWorthRetrying(current.state.error)) {
    // The prefetch's failure is shown; it is tried again as the screen's own would be.
    if (current.retryTimer === null) scheduleRetry(store, key, loader, 0);
  }
  return () => {
    update(store, key, (entry) => ({ ...entry, subscribers: entry.subscribers - 1 }));
    stopSync();
    // Nobody is waiting any more (the screen was left): stop the load and its retries.
    // Checked a moment later, so a screen that unmounts and mounts again at once (StrictMode,
    // a re-keyed list) keeps it.
    setTimeout(() => {
      const entry = store.get(entryAtom(key));
      if (entry.subscribers === 0 && (entry.inFlight || entry.retryTimer !== null)) {
        update(store, key, stop);
      }
    }, 0);
  };
}

/**
 * Loads again, in the background, each key a screen shows whose data is stale: unconfirmed
 * (shown while offline), never loaded, failed, or older than `freshForMs`. A key already
 * loading is left to its load, so two triggers at once (the connection back as the tab is
 * shown) ask once. Nothing is asked while the browser is offline.
 */
export function refreshStaleServerData(store: Store, freshForMs = FRESH_FOR_MS) {
  if (browserSaysOffline()) return;
  const now = Date.now();
  for (const key of entryAtoms.keys()) {
    const entry = store.get(entryAtom(key));
    if (entry.subscribers === 0 || entry.inFlight || entry.loader === null) continue;
    const isStale =
      entry.unconfirmed || entry.fetchedAt === 0 || now - entry.fetchedAt >= freshForMs;
    if (isStale) load(store, key, entry.loader, false);
  }
}

/** The connection dropped: whatever the store holds can no longer be confirmed. */
function markHeldDataUnconfirmed(store: Store) {
  for (const key of entryAtoms.keys()) {
    const entry = store.get(entryAtom(key));
    if (entry.state.data !== undefined && !entry.unconfirmed) {
      update(store, key, (current) => ({ ...current, unconfirmed: true }));
    }
  }
}

const syncs = new WeakMap<Store, { watchers: number; stop: () => void }>();

/**
 * While a screen of the store shows server data: a dropped connection marks what is held
 * unconfirmed; the connection coming back, and the tab shown again, refresh the stale keys
 * on screen. Returns the watcher's leaving; the last one stops listening.
 */
function syncWithConnection(store: Store): () => void {
  const running = syncs.get(store);
  if (running) {
    running.watchers += 1;
  } else if (typeof document !== 'undefined') {
    let wasOffline = isOffline();
    const stopConnection = subscribeConnection(() => {
      const offline = isOffline();
      if (offline === wasOffline) return;
      wasOffline = offline;
      if (offline) markHeldDataUnconfirmed(store);
      else refreshStaleServerData(store);
    });
    const shown = () => {
      if (document.visibilityState === 'visible') refreshStaleServerData(store);
    };
    document.addEventListener('visibilitychange', shown);
    syncs.set(store, {
      watchers: 1,
      stop: () => {
        stopConnection();
        document.removeEventListener('visibilitychange', shown);
      },
    });
  }
  let left = false;
  return () => {
    const sync = syncs.get(store);
    if (left || !sync) return;
    left = true;
    sync.watchers -= 1;
    if (sync.watchers > 0) return;
    sync.stop();
    syncs.delete(store);
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
    failure: null,
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
