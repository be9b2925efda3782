/**
 * Whether the shop can reach the gateway, as far as the browser and the last reads tell:
 * offline while the browser says so (navigator.onLine false) or since a read failed for lack
 * of a connection (no HTTP answer at all); online again on the browser's `online` event or
 * the next read that gets an answer. One state for the whole page, whatever store reads.
 */

let readFailed = false;
// How many times the connection was found lost: a read remembers the count when it is sent.
let losses = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** The browser itself says it has no network (a failed read alone does not make it so). */
export function browserSaysOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** True while the gateway is out of reach (a useSyncExternalStore snapshot). */
export function isOffline(): boolean {
  return readFailed || browserSaysOffline();
}

/** A read got no answer at all (offline, DNS, a dropped connection, a timeout). */
export function readFailedForLackOfConnection(): void {
  if (readFailed) return;
  readFailed = true;
  losses += 1;
  notify();
}

/** The count a read sent now hands to `readWasAnswered` with its answer. */
export function connectionLosses(): number {
  return losses;
}

/**
 * A read got the gateway's answer: the connection is back, if the read was sent after it was
 * found lost (`sentAfterLosses`: connectionLosses() when it was sent). An answer to a read sent
 * before says nothing of the connection since: a slow read answering just after another timed
 * out must not bring the failed one straight back, outside its backoff.
 */
export function readWasAnswered(sentAfterLosses: number): void {
  if (!readFailed || sentAfterLosses < losses) return;
  readFailed = false;
  notify();
}

function cameOnline() {
  readFailed = false;
  notify();
}

/** Calls back when the state may have changed; returns the unsubscribe. */
export function subscribeConnection(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('online', cameOnline);
    window.addEventListener('offline', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('online', cameOnline);
      window.removeEventListener('offline', notify);
    }
  };
}

/** Forgets a failed read, as a new page view does (stories, tests). */
export function resetConnection(): void {
  readFailed = false;
  notify();
}
