import { ApiError } from './errors';

// Apart from errors.ts, which the first load holds: only the screens that create need it.

/**
 * The request may have reached the gateway but its answer never came back (a timeout, a
 * dropped or lost connection): a creating call's outcome is then unknown, not a failure.
 */
export function isAnswerLost(error: unknown): boolean {
  return error instanceof ApiError && error.outcomeUnknown;
}
