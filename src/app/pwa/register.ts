import { Workbox } from 'workbox-window';

/** The production build's worker (scripts/shopWorker.mjs, SHOP_WORKER_FILE), for the whole site. */
const WORKER_URL = '/sw.js';

/**
 * How long a pressed 'Muat ulang' waits for the new version to take over before the page
 * reloads anyway. Chromium parks a waiting version whose hand-over meets one of the page's
 * own calls (the old worker is stopped, the call starts it again) and does not try again
 * while the tab stays; a navigation asks it to take over once more.
 */
const TAKEOVER_WAIT_MS = 4000;

/**
 * Registers the shop's service worker and, when a new version of it is installed and waits,
 * shows 'Versi baru tersedia · Muat ulang' (its code loads only then). Only the shopper's
 * press on 'Muat ulang' lets the new version take over, and only that tab reloads once it
 * has: a tab whose worker was replaced from another tab keeps its page (a checkout stays as
 * it is) and its prompt. Loaded a few seconds after the page has loaded, once idle (startShopWorker.ts).
 */
export function registerShopWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(WORKER_URL, { scope: '/' });
  let offered = false;
  let pressed = false;
  workbox.addEventListener('waiting', () => {
    if (offered) return;
    offered = true;
    import('./showUpdatePrompt')
      .then(({ showUpdatePrompt }) =>
        showUpdatePrompt(() => {
          pressed = true;
          workbox.messageSkipWaiting();
          // The shopper asked for a reload: a parked hand-over still gets one. If the new
          // version still waits after it, the prompt comes back.
          setTimeout(() => window.location.reload(), TAKEOVER_WAIT_MS);
        }),
      )
      .catch((error: unknown) => {
        // The prompt's code did not arrive: the new version takes over on the next visit.
        console.warn('[pwa] the update prompt did not arrive', error);
        offered = false;
      });
  });
  // Whether a worker served this page; if not, the first one to take it over keeps it.
  let arrivedUnkept = navigator.serviceWorker.controller === null;
  workbox.addEventListener('controlling', () => {
    if (pressed) {
      window.location.reload();
      return;
    }
    if (!arrivedUnkept) return;
    arrivedUnkept = false;
    // The first worker has just taken this page over, which arrived before it: the page is
    // asked for once more through it, so it opens offline too (scripts/shopWorker.mjs keeps
    // only the public pages).
    fetch(window.location.href, { headers: { Accept: 'text/html' } }).catch(() => undefined);
  });
  workbox.register().catch((error: unknown) => {
    // No worker (private mode, storage refused): the shop works as before, online.
    console.warn('[pwa] the service worker was not registered', error);
  });
}
