import { db } from '../store/collections';
import { saveDatabase } from '../store/persistence';

// Repeated failed logins for one phone are slowed down: after LIMIT failures within WINDOW,
// the token endpoint answers 429 with Retry-After until the oldest of them leaves the window,
// even for the right password (otherwise the limit would only slow down wrong guesses by
// telling the guesser when one was right). Unknown phones count the same way, so the answer
// says nothing about whether an account exists.

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

function recentFailures(phone: string, now: number) {
  return db.loginFailures
    .findMany((q) => q.where({ phone, at: (at) => at > now - LOGIN_FAILURE_WINDOW_MS }))
    .sort((a, b) => a.at - b.at);
}

/** Seconds until this phone may try again; null when it may try now. */
export function loginRetryAfterSeconds(phone: string, now = Date.now()): number | null {
  const failures = recentFailures(phone, now);
  if (failures.length < LOGIN_FAILURE_LIMIT) return null;
  // The attempt is allowed again once enough of the oldest failures have left the window.
  const freeing = failures[failures.length - LOGIN_FAILURE_LIMIT];
  if (!freeing) return null;
  return Math.max(1, Math.ceil((freeing.at + LOGIN_FAILURE_WINDOW_MS - now) / 1000));
}

export async function recordLoginFailure(phone: string, now = Date.now()): Promise<void> {
  // Failures that no longer count are dropped, so the collection never grows without end.
  db.loginFailures.deleteMany((q) => q.where({ at: (at) => at <= now - LOGIN_FAILURE_WINDOW_MS }));
  await db.loginFailures.create({ phone, at: now });
  // A failed call saves nothing by itself; a reload must not wipe the count.
  await saveDatabase();
}

export function forgetLoginFailures(phone: string): void {
  db.loginFailures.deleteMany((q) => q.where({ phone }));
}
