import { whenIdle } from '@/lib/whenIdle';

/**
 * How long a shopper has the page's connection to themselves before the worker's install
 * downloads the whole precache (about 0.4 MB gzip) beside it. Installed at once, it took the
 * first press's code 250-450 ms longer to arrive (issue 37, one run: '+ Keranjang' one second
 * after load).
 */
const SHOP_WORKER_DELAY_MS = 5000;

/**
 * The production build's service worker (scripts/shopWorker.mjs), registered once the page
 * has loaded, the shopper has had it for SHOP_WORKER_DELAY_MS and the browser is idle, or as
 * soon as the page is hidden (its connection is free then): neither its code nor its install
 * competes with the first load, hydration and the first presses. The registration is a chunk of
 * its own (register.ts); a failed download only means no worker this time. Mock builds (their
 * gateway is a worker of its own) and the dev server never register it. Kept this small: it
 * is part of every first load.
 */
export function startShopWorkerWhenIdle(): void {
  if (import.meta.env.VITE_USE_MOCKS === 'true' || !import.meta.env.PROD) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    document.removeEventListener('visibilitychange', onHidden);
    import('./register').then((worker) => worker.registerShopWorker(), ignoreMissingCode);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') start();
  };
  document.addEventListener('visibilitychange', onHidden);
  const later = () => setTimeout(() => whenIdle(start), SHOP_WORKER_DELAY_MS);
  // A pre-rendered page starts this script once its first paint is on screen, often after
  // its load (scripts/startAfterPaint.js).
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}

/** The registration's code did not arrive (offline, a newer deployment): no worker this time. */
function ignoreMissingCode(): void {}
