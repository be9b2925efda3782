import type { Query } from './serverData';

/**
 * A query that is one gateway call (its loader needs no store, so a test may call it with a
 * signal alone), cached under `key`. A failed load is the reading
 * screen's to show (errorDisplay 'caller'), never the global error dialog's.
 */
export function gatewayQuery<T>(
  key: string,
  call: (options: { signal: AbortSignal; errorDisplay: 'caller' }) => Promise<T>,
): Query<T> & { load: (signal: AbortSignal) => Promise<T> } {
  return { key, load: (signal) => call({ signal, errorDisplay: 'caller' }) };
}
