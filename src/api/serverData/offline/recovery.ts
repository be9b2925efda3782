import { type ApiError, NETWORK_FAILURE_STATUS } from '../../errors';
import type { Core, Loader, Store } from '../types';
import {
  browserSaysOffline,
  connectionLosses,
  isOffline,
  readFailedForLackOfConnection,
  readWasAnswered,
  subscribeConnection,
} from './connection';

/**
 * Offline and back, for the server-data layer (cache.ts loads this with the first read):
 * failed reads tried again with backoff, the connection state kept, and what screens show
 * refreshed when the connection or the tab comes back.
 */

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

/**
 * The mechanism over the server-data layer's own functions (`core`, handed in by cache.ts,
 * which loads this module on demand).
 */
export function recoveryOf({ entryAtom, entryKeys, update, load, FRESH_FOR_MS }: Core) {
  const retries = new WeakMap<Store, Map<string, ReturnType<typeof setTimeout>>>();

  function retriesOf(store: Store) {
    let timers = retries.get(store);
    if (!timers) {
      timers = new Map();
      retries.set(store, timers);
    }
    return timers;
  }

  /** Drops the key's next try, if one waits: a load starts anyway, or the screen left. */
  function cancelRetry(store: Store, key: string) {
    const timers = retriesOf(store);
    clearTimeout(timers.get(key));
    timers.delete(key);
  }

  /**
   * A load of `key` got its answer: the connection is there (unless the browser says it is
   * offline: then the answer came from a cache, the service worker's, and is unconfirmed), as
   * far as the load was sent after the connection was last found lost (`sent`, from `sending`).
   */
  function answered(store: Store, key: string, sent: number) {
    syncWithConnection(store);
    const unconfirmed = browserSaysOffline();
    update(store, key, (entry) => ({ ...entry, unconfirmed, failure: undefined }));
    if (!unconfirmed) readWasAnswered(sent);
  }

  /**
   * A load of `key` failed (try number `attempt`). Without any answer (a lost connection) the
   * data a screen shows stays, marked unconfirmed, and the connection counts as lost. A failure
   * worth another try is tried again after the backoff while a screen shows the key; offline
   * the browser's `online` event refreshes it instead (syncWithConnection): a timer would only
   * fail again.
   */
  function failed(
    store: Store,
    key: string,
    loader: Loader<unknown>,
    attempt: number,
    error: ApiError,
  ) {
    syncWithConnection(store);
    if (error.status === NETWORK_FAILURE_STATUS) {
      update(store, key, (entry) =>
        entry.state.data === undefined || entry.inFlight
          ? entry
          : {
              ...entry,
              state: { status: 'success', data: entry.state.data, error: undefined },
              unconfirmed: true,
              failure: error,
            },
      );
      readFailedForLackOfConnection();
    }
    const entry = store.get(entryAtom(key));
    if (!isWorthRetrying(error) || attempt >= RETRY_BACKOFF.retries) return;
    const timers = retriesOf(store);
    if (entry.subscribers === 0 || timers.has(key) || browserSaysOffline()) return;
    const timer = setTimeout(() => {
      timers.delete(key);
      const current = store.get(entryAtom(key));
      if (current.subscribers > 0 && !current.inFlight)
        load(store, key, loader, false, attempt + 1);
    }, retryDelay(attempt));
    timers.set(key, timer);
  }

  /**
   * Loads again, in the background, each key a screen shows whose data is stale: unconfirmed
   * (shown while offline), never loaded, failed, or older than `freshForMs`. A key already
   * loading is left to its load, so two triggers at once (the connection back as the tab is
   * shown) ask once. Nothing is asked while the browser is offline.
   */
  function refreshStaleServerData(store: Store, freshForMs = FRESH_FOR_MS) {
    if (browserSaysOffline()) return;
    const now = Date.now();
    for (const key of entryKeys()) {
      const entry = store.get(entryAtom(key));
      if (entry.subscribers === 0 || entry.inFlight || !entry.loader) continue;
      const isStale =
        entry.unconfirmed || entry.fetchedAt === 0 || now - entry.fetchedAt >= freshForMs;
      if (isStale) load(store, key, entry.loader, false);
    }
  }

  /** The connection dropped: whatever the store holds can no longer be confirmed. */
  function markHeldDataUnconfirmed(store: Store) {
    for (const key of entryKeys()) {
      const entry = store.get(entryAtom(key));
      if (entry.state.data !== undefined && !entry.unconfirmed) {
        update(store, key, (current) => ({ ...current, unconfirmed: true }));
      }
    }
  }

  const synced = new WeakSet<Store>();

  /**
   * From the store's first answer or failure on: a dropped connection marks what it holds
   * unconfirmed (shown as possibly out of date); the connection coming back, and the tab
   * shown again, refresh the stale keys on screen. For the page's life: a store is the app's.
   */
  function syncWithConnection(store: Store) {
    if (synced.has(store) || typeof document === 'undefined') return;
    synced.add(store);
    let wasOffline = isOffline();
    if (wasOffline) markHeldDataUnconfirmed(store);
    subscribeConnection(() => {
      const offline = isOffline();
      if (offline === wasOffline) return;
      wasOffline = offline;
      if (offline) markHeldDataUnconfirmed(store);
      else refreshStaleServerData(store);
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') refreshStaleServerData(store);
    });
  }

  return { sending: connectionLosses, answered, failed, cancelRetry };
}
