import './ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { holdGatewayCallsUntil } from '@/api/client';
import { App } from '@/app/App';

function boot() {
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing from index.html');
  const shop = createRoot(element);
  // Vite replaces the flag with a constant, so a production build drops the mock import
  // entirely and ships no mock or demo code. The shop does not wait for the mock to paint:
  // only its gateway calls wait for the mock to answer.
  if (import.meta.env.VITE_USE_MOCKS === 'true') {
    // Says on the page whether the mock answers yet ('starting', 'ready', 'blocked'): the
    // e2e journeys wait for it before they leave a page, as its start is still under way.
    const state = document.documentElement.dataset;
    state.demoGateway = 'starting';
    const started = import('@/app/mockBoot').then(async ({ startMockBackend }) => {
      // When the mock cannot run in this browser, the page says why in place of the shop.
      const ok = await startMockBackend({ beforeNotice: () => shop.unmount() });
      state.demoGateway = ok ? 'ready' : 'blocked';
      return ok;
    });
    // A shop that cannot run sends nothing: its calls wait for good behind the notice.
    holdGatewayCallsUntil(started.then((ok) => (ok ? undefined : new Promise<never>(() => {}))));
  }
  shop.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

boot();
