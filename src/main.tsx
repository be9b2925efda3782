import './ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';

async function boot() {
  // Vite replaces the flag with a constant, so a production build drops the mock import
  // entirely and ships no mock or demo code.
  if (import.meta.env.VITE_USE_MOCKS === 'true') {
    const { startMockBackend } = await import('@/app/mockBoot');
    // When the mock cannot run in this browser, the page already says why instead.
    if (!(await startMockBackend())) return;
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
