import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { setPaymentScript } from '@/features/payment/public';
import { onDemand } from '@/lib/onDemand';
import { onSessionElsewhere } from '@/state/sessionSync';
import { DemoMark } from './DemoMark';
import type { DemoBlocker } from './DemoNotice';
import { DEMO_MARK_SLOT } from './demoMarkSlot';
import type { DemoFaultSwitch } from './devPanelTypes';
import { catchWorkerUpdateFailures } from './workerUpdate';

// The demo's entry, and the only module of src/ outside stories and tests that reaches into
// mocks/: main.tsx loads it by a dynamic import that exists only when VITE_USE_MOCKS is on, so
// a production build has none of it, nor anything of src/demo/ (docs/import-boundaries.md).

/**
 * Starts the mock gateway under the Demo mark. False when it cannot run in this browser:
 * the shop is then taken down (`beforeNotice`) and the page says why in its place.
 */
export async function startMockBackend({
  beforeNotice,
}: {
  beforeNotice: () => void;
}): Promise<boolean> {
  payOnTheDemoPage();
  const mark = mountDemoMark();
  const started = await startMock();
  if (typeof started === 'string') {
    beforeNotice();
    await showNotice(started);
    return false;
  }
  mark.faults = started.faults;
  flushSync(() => mark.root.render(createElement(DemoMark, { faults: mark.faults })));
  // The panel is not needed for the first paint: it loads after the storefront starts.
  // `?mockPanel=0` leaves it out (screenshots, and the benchmark's size figures).
  if (new URLSearchParams(window.location.search).get('mockPanel') !== '0') {
    // Offline on a fresh cache its code may not arrive: the demo goes on without the panel.
    dockDevPanel(mark).catch((error: unknown) => {
      console.warn('[demo] the dev panel could not load', error);
    });
  }
  return true;
}

async function startMock(): Promise<DemoBlocker | { faults: DemoFaultSwitch }> {
  // Checked before any mock module loads: msw reads localStorage as it is imported, and the
  // mock's database lives in IndexedDB.
  if (!siteStorageIsAvailable()) return 'storage';
  if (!('serviceWorker' in navigator)) return 'worker';
  try {
    const [{ worker, holdAnswersUntil }, { restoreDatabase }, faults, bench, xss] =
      await Promise.all([
        import('@mocks/browser'),
        import('@mocks/db'),
        import('@mocks/http/faults'),
        import('@mocks/store/benchCatalogue'),
        import('@mocks/store/xssPlant'),
      ]);
    // The saved database is loaded before the worker answers anything, so the first call
    // after a reload already sees the cart, addresses and orders of the last session.
    await restoreDatabase();
    // Another tab's sign-in: its token is in the saved database, not yet in this tab's. This
    // tab's mock rereads it before it answers the calls the shop then makes as that customer.
    onSessionElsewhere((change) => {
      if (change === 'signed-in') holdAnswersUntil(restoreDatabase());
    });
    await bench.growCatalogueFromQuery(window.location.search);
    await bench.fillDemoCartFromQuery(window.location.search);
    // The hostile corpus of the security walk: the page says how much was planted.
    const planted = await xss.plantXssFromQuery(window.location.search);
    if (planted) {
      document.documentElement.dataset.mockPlanted = `${planted.fields.length} fields, ${planted.payloads} payloads`;
    }
    await faults.restoreFaultSettings();
    // Faults from the address last for this page view; the banner shows them all.
    faults.applyFaultsFromQuery(window.location.search);
    // msw's worker behind a listener that leaves the build's own files to the network
    // (scripts/demoWorker.mjs): they never pass through this page's main thread.
    const workerUrl = `${import.meta.env.BASE_URL}demo-worker.js`;
    await catchWorkerUpdateFailures(workerUrl);
    await worker.start({
      onUnhandledFrame: 'bypass',
      quiet: true,
      serviceWorker: { url: workerUrl },
    });
    return {
      faults: {
        current: faults.getFaultSettings,
        subscribe: faults.subscribeFaultSettings,
        turnOff: () => faults.setFaultSettings(faults.NO_FAULTS),
      },
    };
  } catch (error) {
    // A browser that refuses service workers or IndexedDB (a private window, a policy).
    console.warn('[demo] the mock gateway could not start', error);
    return 'worker';
  }
}

/** Reading localStorage or indexedDB throws a SecurityError when the user blocks site data. */
function siteStorageIsAvailable(): boolean {
  try {
    return window.localStorage !== null && window.indexedDB !== undefined;
  } catch {
    return false;
  }
}

interface MountedMark {
  root: Root;
  faults?: DemoFaultSwitch;
}

/**
 * The Demo mark fills the slot a mock build's index.html keeps above the shop (vite.config.ts),
 * so the shop, painted before the mock starts, moves nothing when the mark arrives.
 */
function mountDemoMark(): MountedMark {
  let host = document.getElementById(DEMO_MARK_SLOT);
  if (!host) {
    host = document.createElement('div');
    host.id = DEMO_MARK_SLOT;
    document.body.prepend(host);
  }
  const root = createRoot(host);
  flushSync(() => root.render(createElement(DemoMark)));
  return { root };
}

/** Loaded only when needed: the demo's usual start should not wait for it. */
async function showNotice(blocker: DemoBlocker): Promise<void> {
  const shop = document.getElementById('root');
  if (!shop) return;
  const { DemoNotice } = await import('./DemoNotice');
  createRoot(shop).render(createElement(DemoNotice, { blocker }));
}

async function dockDevPanel({ root, faults }: MountedMark): Promise<void> {
  const [{ DevPanel }, { createDevControls }] = await Promise.all([
    import('./DevPanel'),
    import('@mocks/devtools/controls'),
  ]);
  root.render(
    createElement(DemoMark, { faults }, createElement(DevPanel, { controls: createDevControls() })),
  );
}

// The demo's offline payment page, `window.snap` as Snap's script would install it: its code
// downloads the first time someone pays, again after a failure.
const loadDemoPaymentPage = onDemand(async () =>
  (await import('@mocks/payment/snap')).installMockSnap(),
);

/** The checkout pays on the demo's payment page: set at the demo's boot, and by the story kit. */
export function payOnTheDemoPage(): void {
  setPaymentScript(loadDemoPaymentPage);
}
