import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiError, toApiError } from './errors';

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
};

/** The last finished load and the key it was for. */
interface Settled<T> {
  key: string;
  state: ResourceState<T>;
}

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * Loads data for a screen. `key` names what is loaded: when it changes the screen shows
 * the loading state and the old load is aborted and its answer ignored, so a slow answer
 * for the previous product never lands on the next one. The loader gets the AbortSignal
 * to pass to its API call. There is no cache: each mount loads.
 */
export function useResource<T>(
  key: string,
  loader: (signal: AbortSignal) => Promise<T>,
): Resource<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [attempt, setAttempt] = useState(0);

  // The loader is usually an inline closure; only `key` decides when to load again.
  const loaderRef = useRef(loader);
  useEffect(() => {
    loaderRef.current = loader;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is how retry and reload ask for another load
  useEffect(() => {
    const controller = new AbortController();
    loaderRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) {
          setSettled({ key, state: { status: 'success', data, error: undefined } });
        }
      },
      (cause: unknown) => {
        if (controller.signal.aborted) return;
        setSettled((previous) => ({
          key,
          state: {
            status: 'error',
            data: previous?.key === key ? previous.state.data : undefined,
            error: toApiError(cause),
          },
        }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => {
    setSettled(null);
    setAttempt((count) => count + 1);
  }, []);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  // Derived rather than reset in the effect, so the render right after a key change
  // already shows loading instead of the previous key's data.
  const state: ResourceState<T> = settled?.key === key ? settled.state : LOADING;
  return { ...state, retry, reload };
}
