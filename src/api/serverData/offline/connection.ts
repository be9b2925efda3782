/**
 * Whether the shop can reach the gateway, as far as the browser and the last reads tell:
 * offline while the browser says so (navigator.onLine false) or since a read failed for lack
 * of a connection (no HTTP answer at all); online again on the browser's `online` event or
 * the next read that gets an answer. One state for the whole page, whatever store reads.
 */

let readFailed = false;
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
  notify();
}

/** A read got the gateway's answer: the connection is back. */
export function readWasAnswered(): void {
  if (!readFailed) return;
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
