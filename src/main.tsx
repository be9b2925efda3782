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
    const started = import('@/app/mockBoot').then(({ startMockBackend }) =>
      // When the mock cannot run in this browser, the page says why in place of the shop.
      startMockBackend({ beforeNotice: () => shop.unmount() }),
    );
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
