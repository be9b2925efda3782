/**
 * The production build's service worker keeps the pictures the pages show in a cache of its
 * own (scripts/shopWorker.mjs), which the page can read and delete too. A customer's own
 * blend carries its name on its picture, and the worker keeps no answer marked `private`, but
 * what it kept of a session is still dropped at logout (features/profile/useLogout.ts): the
 * next person on the browser finds none of the last one's pictures. Not in the first load:
 * only logout's code imports it. No imports: scripts/shopWorker.mjs reads the name under Node.
 */

/** The worker's picture cache. */
export const PICTURE_CACHE = 'kopi-images';

/** Deletes the worker's picture cache, if the browser has one; never throws. */
export function forgetKeptPictures(): void {
  try {
    if (typeof caches === 'undefined') return;
    caches.delete(PICTURE_CACHE).catch(() => undefined);
  } catch {
    // Storage refused (private mode, blocked site data): nothing was kept either.
  }
}
