import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { load, type Query, type Resource, watchServerData } from './cache';
import { entryAtom, FRESH_FOR_MS, LOADING, shownAtom } from './entries';
import type { Loader, ResourceState } from './types';
import { invalidateServerData } from './writes';

// The server-data layer's hooks: what screens call (cache.ts, entries.ts and writes.ts hold
// the store's side).

/** A mutation: the call, and the keys of the reads it changes (invalidated after a success). */
export interface Mutation<Args extends unknown[], Result> {
  run: (...args: Args) => Promise<Result>;
  invalidates: readonly string[];
}

const NEVER: Loader<never> = () => new Promise(() => undefined);
const noSubscription = () => () => {};
const notUnconfirmed = () => false;

/** The invalidation of the app's (or the story's) store, for mutations. */
export function useInvalidate() {
  const store = useStore();
  return useCallback((...prefixes: string[]) => invalidateServerData(store, ...prefixes), [store]);
}

/**
 * Data for a screen. A query whose key changes shows loading for the new key at once (a
 * slow answer for the previous product never lands on the next one: it lands under its own
 * key). `null` loads nothing and stays loading. The loader gets the AbortSignal to pass to
 * its API call; it is aborted when no screen needs the answer any more.
 */
export function useServerData<T>(
  query: Query<T> | null,
  { freshForMs = FRESH_FOR_MS }: { freshForMs?: number } = {},
): Resource<T> {
  const key = query?.key ?? null;
  const loader = query?.load ?? NEVER;
  const store = useStore();
  const entry = useAtomValue(shownAtom(key ?? ''), { store });
  // The loader is usually an inline closure; only the key decides what is loaded.
  const loaderRef = useRef(loader);
  useEffect(() => {
    loaderRef.current = loader;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: version is how invalidation asks for another load
  useEffect(() => {
    if (key === null) return;
    return watchServerData(store, key, loaderRef.current, freshForMs);
  }, [key, store, entry.version, freshForMs]);

  const retry = useCallback(() => {
    if (key !== null) load(store, key, loaderRef.current, true);
  }, [key, store]);
  const reload = useCallback(() => {
    if (key !== null) load(store, key, loaderRef.current, false);
  }, [key, store]);

  // Hydration renders what the pre-rendered page showed: the data the build read, or loading
  // for a resource it did not read, even when the answer already arrived (a preload beat the
  // screen's chunk); the data shows in the render right after. A resource still loading
  // asks for no render after hydration: one in the shell would make React client-render the
  // screen below it, were that screen not hydrated yet.
  const shown = useSyncExternalStore(
    noSubscription,
    () => entry.state,
    () => entry.prerendered,
  );
  const state = (key === null ? LOADING : shown) as ResourceState<T>;
  // False while hydrating: the pre-rendered page showed no note.
  const unconfirmed = useSyncExternalStore(
    noSubscription,
    () => entry.unconfirmed === true,
    notUnconfirmed,
  );
  const outOfDate = state.data !== undefined && unconfirmed;
  return { ...state, retry, reload, outOfDate };
}

/**
 * The data the cache holds for `query` now (the page's pre-rendered read, or one made earlier in
 * this visit), undefined if none, read as the screen renders: it asks the gateway for nothing
 * and renders nothing again when the data changes. For a screen that decides where its data
 * comes from before it reads it (an article: the list the page holds, else the stored one).
 */
export function useHeldServerData<T>(query: Query<T>): T | undefined {
  const store = useStore();
  return store.get(entryAtom(query.key)).state.data as T | undefined;
}

/**
 * A mutation of an api resource, run in the app's (or the story's) store: after a success
 * the reads it changed load again (on screen at once, elsewhere when next shown).
 */
export function useMutation<Args extends unknown[], Result>(
  mutation: Mutation<Args, Result>,
): (...args: Args) => Promise<Result> {
  const store = useStore();
  return useCallback(
    async (...args: Args) => {
      const result = await mutation.run(...args);
      invalidateServerData(store, ...mutation.invalidates);
      return result;
    },
    [store, mutation],
  );
}

/** The same resource with its data turned into what a screen shows (memoize `map` if costly). */
export function mapResource<T, U>(resource: Resource<T>, map: (data: T) => U): Resource<U> {
  if (resource.status === 'success') return { ...resource, data: map(resource.data) };
  if (resource.status === 'error') {
    return { ...resource, data: resource.data === undefined ? undefined : map(resource.data) };
  }
  return resource;
}
