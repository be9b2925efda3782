import { server } from '@mocks/node';
import { createStore } from 'jotai';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { parse } from 'regexparam';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from './App';
import { AppRoutes, preloadRoute } from './routes';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** The gateway paths asked for, in order, while the test runs. */
function recordCalls() {
  const calls: string[] = [];
  const record = ({ request }: { request: Request }) => {
    calls.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', record);
  cleanups.push(() => server.events.removeListener('request:start', record));
  return calls;
}

/** Lets React finish what the answers that arrived meanwhile changed. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

async function renderAt(path: string, store: ReturnType<typeof createStore>) {
  const element = document.createElement('div');
  document.body.append(element);
  const root = createRoot(element);
  await act(async () =>
    root.render(
      <AppProviders store={store} router={{ hook: memoryLocation({ path, static: true }).hook }}>
        <AppRoutes />
      </AppProviders>,
    ),
  );
  cleanups.push(() => {
    act(() => root.unmount());
    element.remove();
  });
  return element;
}

test('/products: the preload starts the screen’s reads and the screen joins them (one call each)', async () => {
  const calls = recordCalls();
  const store = createStore();
  const preloaded = preloadRoute(store, '/products', parse);
  // The reads start without waiting for the screen: nothing has rendered yet.
  await expect.poll(() => calls).toEqual(expect.arrayContaining(['/api/Category', '/api/Product']));
  await preloaded;

  const page = await renderAt('/products', store);
  // The tabs' own chunk loads after the screen's: transformed on demand here, it can take
  // a while on a busy machine.
  await expect
    .poll(
      async () => {
        await settle();
        return page.querySelectorAll('[role="tab"]').length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  expect(calls.filter((call) => call === '/api/Product')).toHaveLength(1);
  expect(calls.filter((call) => call === '/api/Category')).toHaveLength(1);
});

test('a guarded route preloads its chunk but sends no call for a guest', async () => {
  const calls = recordCalls();
  await preloadRoute(createStore(), '/main/cart', parse);
  // A public route preloaded after it: its call is the first and only one the gateway sees.
  await preloadRoute(createStore(), '/', parse);
  await expect.poll(() => calls).toEqual(['/api/Category']);
});
