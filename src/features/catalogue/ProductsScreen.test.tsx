import { aProduct } from '@kit/products';
import { createStore, Provider } from 'jotai';
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { catalogueQueries } from '@/api/catalogue';
import { seedServerData } from '@/api/serverData';
import { STORAGE_KEYS } from '@/lib/storage';
import ProductsScreen from './ProductsScreen';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let container: HTMLElement | undefined;
afterEach(() => {
  container?.remove();
  localStorage.clear();
  vi.restoreAllMocks();
});

// What the build read from the gateway and wrote into /products (scripts/prerender.mjs).
const data = {
  [catalogueQueries.categories.key]: [
    { name: 'Minuman', alias: 'Beverages' },
    { name: 'Drip Bag', alias: 'Drips' },
    { name: 'Biji Kopi', alias: 'Beans' },
  ],
  [catalogueQueries.products.key]: [
    aProduct({
      code: 'BV-KSGA',
      name: 'Kopi Susu Gula Aren',
      category: { name: 'Minuman', alias: 'Beverages' },
    }),
    aProduct({ code: 'BN-GAYO-250', name: 'Arabika Gayo Wine Process' }),
  ],
};

function withData(screen: ReactNode) {
  const store = createStore();
  seedServerData(store, data);
  return <Provider store={store}>{screen}</Provider>;
}

const selectedTab = () => container?.querySelector('[role="tab"][aria-selected="true"]');

test('a remembered tab opens once the pre-rendered page is hydrated, without a mismatch', async () => {
  // The build renders a guest's page: nothing remembered, the third category open. Its
  // tabs' code has loaded by then, so hydration renders them at once, as a browser does
  // when the chunk arrives before the page's script runs.
  const { prelude } = await prerender(withData(<ProductsScreen />));
  const html = await new Response(prelude).text();
  expect(html).toContain('Arabika Gayo Wine Process');
  expect(html).not.toContain('Kopi Susu Gula Aren');

  // A returning shopper left the drinks open.
  localStorage.setItem(STORAGE_KEYS.selectedCategory, JSON.stringify('Beverages'));
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    hydrateRoot(container as HTMLElement, withData(<ProductsScreen />), {
      onRecoverableError: recoverable,
    });
  });

  expect(recoverable).not.toHaveBeenCalled();
  // React's development build warns that the build's renderer and the browser's shared the
  // store's context in one test: that is this test's doing, not the page's.
  const ownWarning = /multiple renderers concurrently rendering the same context provider/;
  expect(consoleError.mock.calls.filter(([message]) => !ownWarning.test(String(message)))).toEqual(
    [],
  );
  expect(selectedTab()?.textContent).toBe('Minuman');
  expect(container.textContent).toContain('Kopi Susu Gula Aren');
});
