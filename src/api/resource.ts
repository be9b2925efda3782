import { isChunkLoadError, onDemand } from '@/lib/onDemand';
import type { CallOptions } from './client';
import { ApiError, ERROR_TEXTS, globalErrors, NETWORK_FAILURE_STATUS } from './errors';
import type { Loader, Mutation, Query, Store } from './serverData';

/**
 * The lazy boundary of the api layer, written once. A resource's entry (`<resource>/index.ts`,
 * imported statically by features) holds its types, keys, queries and mutations; its calls
 * (`<resource>/calls.ts`: openapi-fetch, the client's middleware and zod) load the first time
 * one of them runs, so a screen renders (its skeleton) without them and its first read brings
 * them. Nothing outside `src/api` ever writes that import.
 */

/** What a query's read gets: the failure is the reading screen's to show, never the dialog's. */
export interface ReadOptions {
  signal: AbortSignal;
  errorDisplay: 'caller';
}

/** The calls module that could not be downloaded: a lost connection, said as the shop says it. */
function offline(cause: unknown): ApiError {
  return new ApiError(
    {
      status: NETWORK_FAILURE_STATUS,
      error: 'network_error',
      description: cause instanceof Error ? cause.message : String(cause),
      userMessage: ERROR_TEXTS.offline,
    },
    { cause },
  );
}

/** The last argument of every call of a calls module is its CallOptions. */
function optionsOf(args: readonly unknown[]): CallOptions | undefined {
  const last = args.at(-1);
  return typeof last === 'object' && last !== null && 'errorDisplay' in last
    ? (last as CallOptions)
    : undefined;
}

export function gatewayResource<Calls>(load: () => Promise<Calls>) {
  const loadCalls = onDemand(load);

  /** The calls module; a failed download rejects as the shop's offline error. */
  const calls = (options?: CallOptions): Promise<Calls> =>
    loadCalls().catch((cause: unknown) => {
      if (!isChunkLoadError(cause)) throw cause;
      const error = offline(cause);
      // As the client does for a call that never reached the gateway.
      if (options?.errorDisplay !== 'caller') globalErrors.publish(error);
      throw error;
    });

  /** One of the resource's calls, its module loaded first. */
  function call<Args extends unknown[], Result>(
    pick: (loaded: Calls) => (...args: Args) => Promise<Result>,
  ): (...args: Args) => Promise<Result> {
    return async (...args) => pick(await calls(optionsOf(args)))(...args);
  }

  return {
    call,

    /**
     * A read cached under `key` by the server-data layer. `read` gets the calls module, the
     * options to pass on and the store (to read other cached resources it is made of).
     */
    query<T>(
      key: string,
      read: (loaded: Calls, options: ReadOptions, store: Store) => Promise<T>,
    ): Query<T> {
      const loadQuery: Loader<T> = async (signal, store) => {
        const options = { signal, errorDisplay: 'caller' } as const;
        return read(await calls(options), options, store);
      };
      return { key, load: loadQuery };
    },

    /** A call that changes the gateway, with the keys a success makes stale. */
    mutation<Args extends unknown[], Result>(
      pick: (loaded: Calls) => (...args: Args) => Promise<Result>,
      { invalidates }: { invalidates: readonly string[] },
    ): Mutation<Args, Result> {
      return { run: call(pick), invalidates };
    },

    /** Starts the download ahead of the first call (a screen about to send), without waiting. */
    preload(): void {
      loadCalls().catch(() => undefined);
    },
  };
}
