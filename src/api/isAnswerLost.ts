import { ApiError } from './errors';

// Apart from errors.ts, which the first load holds: only the screens that change need it.

/**
 * The request may have reached the gateway but its answer never came back (a timeout, a
 * dropped or lost connection): a change's outcome is then unknown, not a failure. The flow says
 * so and sends the same press again under its Idempotency-Key (ui's unknownOutcome).
 */
export function isAnswerLost(error: unknown): boolean {
  return error instanceof ApiError && error.outcomeUnknown;
}
