import { whenIdle } from '@/lib/whenIdle';

/**
 * The production build's service worker (scripts/shopWorker.mjs), registered once the page
 * has loaded and the browser is idle: neither its code nor its install competes with the
 * first load and hydration. The registration is a chunk of its own (register.ts); a failed
 * download only means no worker this time. Mock builds (their gateway is a worker of its
 * own) and the dev server never register it. Kept this small: it is part of every first load.
 */
export function startShopWorkerWhenIdle(): void {
  if (import.meta.env.VITE_USE_MOCKS === 'true' || !import.meta.env.PROD) return;
  const start = () => {
    import('./register').then((worker) => worker.registerShopWorker(), ignoreMissingCode);
  };
  const later = () => whenIdle(start);
  // A pre-rendered page starts this script once its first paint is on screen, often after
  // its load (scripts/startAfterPaint.js).
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}

/** The registration's code did not arrive (offline, a newer deployment): no worker this time. */
function ignoreMissingCode(): void {}
