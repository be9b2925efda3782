import { startTransition } from 'react';
import { toApiError } from '../errors';
import { entryAtom, entryKeys, FRESH_FOR_MS, LOADING, stop, update } from './entries';
import type { recoveryOf } from './offline/recovery';
import type { Entry, Loader, ResourceState, Store } from './types';

/**
 * The one way screens read gateway data: each resource cached by key in the Jotai store,
 * shared by every screen that asks for it (one request, however many ask at once), with
 * loading and error states, and invalidated by the mutations that change it. Keys name what
 * is loaded, with ':' between the parts, e.g. 'addresses', 'address:adr-1', 'cart:count';
 * invalidating 'cart' refreshes 'cart' and every 'cart:…' key.
 *
 * This module loads: a screen's watch (useServerData), a read from code outside a render,
 * a prefetch. The entries themselves are entries.ts's; what a mutation or a pre-rendered
 * page writes is writes.ts's.
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
