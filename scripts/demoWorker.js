// The demo build's service worker (scripts/demoWorker.mjs serves and emits it as
// demo-worker.js): msw's own worker, unchanged, minus the build's hashed files. msw's worker
// hands every request a page makes to the page, whose handlers say whether they answer it;
// for the app's scripts, styles and fonts no handler does, and each one was a round trip
// through the page's main thread while it started (Lighthouse on a phone: ~20 tasks of
// 80-120 ms on the demo's home). Those requests now go straight to the network, before msw's
// listener sees them; everything else (the gateway, the drawn pictures) is msw's as before.
const ASSETS = new URL('./assets/', self.location.href).href;

addEventListener('fetch', (event) => {
  if (event.request.url.startsWith(ASSETS)) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
