import { db } from '../store/collections';
import { saveDatabase } from '../store/persistence';

// The mock's one rate limit. A limit counts events (a failed login, a registration, a code
// issued) per subject (a source, a phone, an account) in a sliding window: once `max` of them
// fall within `windowMs`, the subject waits until the oldest of those leaves the window. The
// login, the password change, registration mail and NextCode all count through here.

export interface Limit {
  /** Names the count: events of one limit never count towards another. */
  readonly name: string;
  readonly max: number;
  readonly windowMs: number;
}

const keyOf = (limit: Limit, subject: string) => `${limit.name}:${subject}`;

function recent(limit: Limit, subject: string, now: number) {
  return db.throttleEvents
    .findMany((q) =>
      q.where({ key: keyOf(limit, subject), at: (at) => at > now - limit.windowMs && at <= now }),
    )
    .sort((a, b) => a.at - b.at);
}

/** Seconds until the subject may go on; null when it may now. */
function retryAfterSeconds(limit: Limit, subject: string, now = Date.now()): number | null {
  const events = recent(limit, subject, now);
  if (events.length < limit.max) return null;
  // Allowed again once enough of the oldest events have left the window.
  const freeing = events[events.length - limit.max];
  if (!freeing) return null;
  return Math.max(1, Math.ceil((freeing.at + limit.windowMs - now) / 1000));
}

/** Counts one event of this limit for the subject. */
export async function countEvent(limit: Limit, subject: string, now = Date.now()): Promise<void> {
  // Events that no longer count are dropped, so the collection never grows without end.
  db.throttleEvents.deleteMany((q) => q.where({ until: (until) => until <= now }));
  await db.throttleEvents.create({
    key: keyOf(limit, subject),
    at: now,
    until: now + limit.windowMs,
  });
  // A refused call saves nothing by itself; a reload must not wipe the count.
  await saveDatabase();
}

/** When this limit's events for the subject happened, oldest first, within its window. */
export function eventTimes(limit: Limit, subject: string, now = Date.now()): number[] {
  return recent(limit, subject, now).map((event) => event.at);
}

const queues = new Map<string, Promise<unknown>>();

/**
 * Runs `work` after every earlier work of the same name has finished. The store's writes are
 * asynchronous, so two requests checking a count at once would both pass before either
 * counted; run one after the other, a check and its count are one step (atomic), and a
 * guess sent in parallel with others is counted like any other.
 */
export function exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
  const run = (queues.get(name) ?? Promise.resolve()).then(work, work);
  queues.set(
    name,
    run.catch(() => undefined),
  );
  return run;
}

export function forgetEvents(limit: Limit, subject: string): void {
  db.throttleEvents.deleteMany((q) => q.where({ key: keyOf(limit, subject) }));
}

/** The longest wait of the given counts (seconds), or null when none is over its limit. */
export function longestWait(
  checks: readonly (readonly [Limit, string])[],
  now = Date.now(),
): number | null {
  const waits = checks
    .map(([limit, subject]) => retryAfterSeconds(limit, subject, now))
    .filter((wait) => wait !== null);
  return waits.length === 0 ? null : Math.max(...waits);
}
