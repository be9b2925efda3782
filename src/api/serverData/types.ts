import type { PrimitiveAtom, useStore } from 'jotai';
import type { ApiError } from '../errors';

// The server-data layer's types, apart from its code: offline/recovery.ts (loaded on demand)
// works on the cache's entries without importing cache.ts.

export type ResourceState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  /** `data` keeps what a failed reload had shown, if anything. */
  | { status: 'error'; data: T | undefined; error: ApiError };

export type Store = ReturnType<typeof useStore>;

/**
 * Loads a resource. It gets the AbortSignal to pass to its API call and the store, to read
 * other cached resources it is made of (fetchServerData).
 */
export type Loader<T> = (signal: AbortSignal, store: Store) => Promise<T>;

export interface Entry {
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
  // Offline and back (set by offline/recovery.ts, absent until it has loaded):
  /**
   * The data shown may be out of date: a load failed for lack of a connection while it was
   * shown (the data stays, `failure` says why), it arrived while the browser was offline (a
   * cache's copy), or the connection dropped while it was held. Cleared by the next answer.
   */
  unconfirmed?: boolean;
  /** The lost connection behind `unconfirmed`, for fetchServerData's callers. */
  failure?: ApiError | undefined;
  /** How a screen loads the key: what a refresh runs again. */
  loader?: Loader<unknown>;
}

/** What offline/recovery.ts works with: the cache's own functions, handed in as it loads. */
export interface Core {
  entryAtom: (key: string) => PrimitiveAtom<Entry>;
  entryKeys: () => Iterable<string>;
  update: (store: Store, key: string, change: (entry: Entry) => Entry) => void;
  load: <T>(
    store: Store,
    key: string,
    loader: Loader<T>,
    showLoading: boolean,
    attempt?: number,
  ) => void;
  FRESH_FOR_MS: number;
}
