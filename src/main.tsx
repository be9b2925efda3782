import './ui/tokens.css';
import { getDefaultStore } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { holdGatewayCallsUntil } from '@/api/client';
import { seedServerData } from '@/api/serverData';
import { App } from '@/app/App';
import { prerenderedData } from '@/app/prerenderedData';
import { startShopWorkerWhenIdle } from '@/app/pwa/startShopWorker';
import { getCookie } from '@/lib/cookies';
import { ACCESS_TOKEN_COOKIE, guestUntilHydratedAtom } from '@/state/session';

/**
 * The build pre-renders the public pages as a guest sees them (scripts/prerender.mjs) and
 * marks #root with the path it rendered. Only that page is hydrated: a deep link served
 * another page's HTML (the host's fallback) is rendered afresh over it instead of hydrating a
 * mismatch. A signed-in customer's browser hydrates it as the guest and shows the customer in
 * place once the screen is hydrated (app/sessionTakeover.tsx): no element under the pointer is
 * replaced, so no press is lost.
 * Null when the shop was taken down before it started (`stillWanted`: the demo's notice).
 */
async function startShop(element: HTMLElement, stillWanted: () => boolean): Promise<Root | null> {
  const isGuest = getCookie(ACCESS_TOKEN_COOKIE) === null;
  const hydrates = element.dataset.prerendered === window.location.pathname;
  const shop = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The gateway data the page was rendered with (only its route's public first reads): the
  // first render shows it, as the HTML does, while the screens ask the gateway for what is
  // current.
  const data = await prerenderedData(document);
  if (!stillWanted()) return null;
  seedServerData(getDefaultStore(), data);
  // In a transition, so React works through the first render (or hydration) in slices and
  // yields to the browser between them: outside one, the whole tree is one task on the main
  // thread (Lighthouse's mobile run: tasks of 120-340 ms, its total blocking time 280-520 ms).
  // A press made meanwhile on a pre-rendered page is kept until its control is live
  // (src/lib/earlyPress.ts).
  if (hydrates) {
    if (!isGuest) {
      getDefaultStore().set(guestUntilHydratedAtom);
      document.documentElement.dataset.sessionPending = '';
    }
    let root: Root | null = null;
    startTransition(() => {
      root = hydrateRoot(element, shop, {
        // The demo's notice may take the shop down while it is still hydrating: React then
        // reports the root's early update (#424), which is the notice doing its job.
        onRecoverableError: (error) => {
          if (stillWanted()) reportError(error);
        },
      });
    });
    return root;
  }
  const root = createRoot(element);
  startTransition(() => root.render(shop));
  return root;
}

function boot() {
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing from index.html');
  let shop: Root | null = null;
  let takenDown = false;
  // Vite replaces the flag with a constant, so a production build drops the mock import
  // entirely and ships no mock or demo code. The shop does not wait for the mock to paint:
  // only its gateway calls wait for the mock to answer.
  if (import.meta.env.VITE_USE_MOCKS === 'true') {
    // Says on the page whether the mock answers yet ('starting', 'ready', 'blocked'): the
    // e2e journeys wait for it before they leave a page, as its start is still under way.
    const state = document.documentElement.dataset;
    state.demoGateway = 'starting';
    const started = import('@/demo/mockBoot')
      .then(async ({ startMockBackend }) => {
        // When the mock cannot run in this browser, the page says why in place of the shop.
        const ok = await startMockBackend({
          beforeNotice: () => {
            takenDown = true;
            shop?.unmount();
          },
        });
        state.demoGateway = ok ? 'ready' : 'blocked';
        return ok;
      })
      .catch((error: unknown) => {
        // The mock's own code did not arrive (offline on a fresh cache): no gateway answers.
        console.warn('[demo] the demo could not start: its code did not arrive', error);
        state.demoGateway = 'blocked';
        return false;
      });
    // A shop that cannot run sends nothing: its calls wait for good behind the notice.
    holdGatewayCallsUntil(started.then((ok) => (ok ? undefined : new Promise<never>(() => {}))));
  }
  void startShop(element, () => !takenDown).then((started) => {
    shop = started;
  });
}

boot();
// Production builds: the shop's service worker, a few seconds after load (src/app/pwa/).
startShopWorkerWhenIdle();
