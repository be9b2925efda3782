/**
 * The one way code is loaded on demand (a resource's gateway calls, a screen, a ui part):
 * loaded once, whoever asks first; a download that failed (offline, a deployment that
 * removed the chunk) is forgotten, so the next ask downloads again, and it rejects with a
 * ChunkLoadError that every catcher recognises the same way: an api resource turns it into
 * the shop's offline error, a part on demand shows its retry, a screen its error page.
 */

/** A module that could not be downloaded. `cause` is what the browser said. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Browsers word a failed dynamic import differently; all of them mean the same. */
const FAILED_IMPORT =
  /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload|Failed to fetch|NetworkError|Load failed/i;

/** A failure of loading code, as a ChunkLoadError or in any browser's own words. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && FAILED_IMPORT.test(error.message);
}

/**
 * `load` (an `() => import('./x')`) memoised: one download for every caller, again after a
 * failure. The rejection is always a ChunkLoadError, never an unhandled one: the caller
 * that asked gets it, and nobody else is left with a rejected promise.
 */
export function onDemand<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | null = null;
  return () => {
    loading ??= load().catch((cause: unknown) => {
      loading = null;
      throw cause instanceof ChunkLoadError
        ? cause
        : new ChunkLoadError(cause instanceof Error ? cause.message : String(cause), { cause });
    });
    return loading;
  };
}

/** Starts a download early (a preload) without anyone waiting: a failure is asked again later. */
export function warm(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}
