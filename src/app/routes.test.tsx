import { DEMO_CUSTOMERS } from '@kit/demo';
import { server } from '@mocks/node';
import { createStore } from 'jotai';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { parse } from 'regexparam';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { requestCustomerToken } from '@/api/auth';
import { cartQueries } from '@/api/cart';
import { getCustomerProfile } from '@/api/customer/calls';
import { fetchServerData } from '@/api/serverData';
import { withAccessToken } from '@/state/scopedAccessToken';
import { signInAtom, signOutAtom } from '@/state/session';
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
  await preloadRoute(createStore(), '/blogs', parse);
  await expect.poll(() => calls).toEqual(['/api/Blog']);
});

/** A store signed in as Siti the way the login screen does it (token, then her profile). */
async function signedInStore() {
  const token = await requestCustomerToken(DEMO_CUSTOMERS.siti);
  const profile = await withAccessToken(token.access_token, () => getCustomerProfile());
  const store = createStore();
  store.set(signInAtom, { accessToken: token.access_token, profile });
  cleanups.push(() => store.set(signOutAtom));
  return store;
}

/** The gateway reads the route table starts for a signed-in customer, per address. */
const signedInReads: [path: string, search: string, calls: string[]][] = [
  ['/main/profile', '', ['/api/Customer', '/api/ShipmentAddress', '/api/Transaction/Outstanding']],
  ['/main/profile', '?tab=alamat', ['/api/Customer', '/api/ShipmentAddress']],
  [
    '/main/profile',
    '?tab=blend',
    ['/api/Customer', '/api/ShipmentAddress', '/api/SharedBlend/Mine'],
  ],
  ['/main/edit-profile', '', ['/api/Customer']],
  ['/main/order-history', '?status=order_history', ['/api/Transaction/Delivered']],
  ['/main/select-branch', '', ['/api/Cart', '/api/Branch']],
  [
    '/main/checkout',
    '',
    ['/api/Cart', '/api/ShipmentAddress', '/api/Branch/Origin', '/api/Logistic'],
  ],
  ['/custom-blend/pilih-biji-kopi', '', ['/api/ProductOption/OptionCategory/1']],
  // 'Racik ulang': the shared blend the builder is filled from, beside the bean types.
  [
    '/custom-blend/pilih-biji-kopi',
    '?racik=blend-sore-budi-0000000000',
    ['/api/ProductOption/OptionCategory/1', '/api/SharedBlend/blend-sore-budi-0000000000'],
  ],
];

test.each(signedInReads)(
  '%s%s: the preload starts a customer’s first reads before the screen renders',
  async (path, search, expected) => {
    const store = await signedInStore();
    const calls = recordCalls();
    await preloadRoute(store, path, parse, search);
    await expect.poll(() => [...calls].sort()).toEqual([...expected].sort());
  },
);

test.each(signedInReads)('%s%s: a guest’s preload sends no call', async (path, search) => {
  const calls = recordCalls();
  await preloadRoute(createStore(), path, parse, search);
  // A public route preloaded after it: its call is the first and only one the gateway sees.
  await preloadRoute(createStore(), '/blogs', parse);
  await expect.poll(() => calls).toEqual(['/api/Blog']);
});

test('/main/cart: the preload asks for the suggestions as soon as the lines answer, and the delivery estimate’s reads beside the lines', async () => {
  const store = await signedInStore();
  const calls = recordCalls();
  await preloadRoute(store, '/main/cart', parse);
  // Nothing has rendered: the suggestions' product comes from the lines' answer alone.
  const codes = (await fetchServerData(store, cartQueries.lines)).map((line) => line.product.code);
  expect(codes.length).toBeGreaterThan(0);
  const isSimilar = (call: string) => /^\/api\/Product\/[\w-]+\/Similar$/.test(call);
  await expect.poll(() => calls.filter(isSimilar)).toHaveLength(1);
  expect(calls.find(isSimilar)).toMatch(new RegExp(`^/api/Product/(${codes.join('|')})/Similar$`));
  expect(calls.filter((call) => !isSimilar(call)).sort()).toEqual(
    ['/api/Cart', '/api/ShipmentAddress', '/api/Branch/Origin', '/api/Logistic'].sort(),
  );
});
