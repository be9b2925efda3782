import { createStore, Provider } from 'jotai';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { apiErrorFromResponse, networkError } from '../errors';
import {
  fetchServerData,
  invalidateServerData,
  type Mutation,
  prefetchServerData,
  type Resource,
  seedServerData,
  setServerData,
  useMutation,
  useServerData,
} from '.';
import { installRecovery } from './cache';
import { FRESH_FOR_MS } from './entries';
import { isOffline, resetConnection } from './offline/connection';
import { RETRY_BACKOFF, recoveryOf, retryDelay } from './offline/recovery';

beforeAll(() => {
  // As the api client does when the first read loads it.
  installRecovery(recoveryOf);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

interface Load {
  key: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (reason: unknown) => void;
}

/** A loader whose every call waits until the test settles it. */
function controlledLoader() {
  const loads: Load[] = [];
  const loader = (key: string) => (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      loads.push({ key, signal, resolve, reject });
    });
  return { loads, loader };
}

type LoaderFor = (key: string) => (signal: AbortSignal) => Promise<string>;

const unmounts: (() => void)[] = [];
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
});

function Probe(props: {
  resourceKey: string;
  loader: LoaderFor;
  onRender: (resource: Resource<string>) => void;
}) {
  props.onRender(useServerData({ key: props.resourceKey, load: props.loader(props.resourceKey) }));
  return null;
}

/** Renders `count` screens asking for the same key, in one store. */
function renderScreens(initialKey: string, loader: LoaderFor, count = 1) {
  return renderScreensIn(createStore(), initialKey, loader, count);
}

function renderScreensIn(
  store: ReturnType<typeof createStore>,
  initialKey: string,
  loader: LoaderFor,
  count = 1,
) {
  const latest: (Resource<string> | undefined)[] = [];
  const render = (key: string, shown = count) => (
    <Provider store={store}>
      {Array.from({ length: shown }, (_, i) => (
        <Probe
          // biome-ignore lint/suspicious/noArrayIndexKey: the probes are identical and never reorder
          key={i}
          resourceKey={key}
          loader={loader}
          onRender={(resource) => {
            latest[i] = resource;
          }}
        />
      ))}
    </Provider>
  );
  const root = createRoot(document.createElement('div'));
  act(() => root.render(render(initialKey)));
  let mounted = true;
  const unmount = () => {
    if (mounted) act(() => root.unmount());
    mounted = false;
  };
  unmounts.push(unmount);
  const current = (i = 0) => {
    const resource = latest[i];
    if (!resource) throw new Error('the probe never rendered');
    return resource;
  };
  return {
    store,
    current,
    rerender: (key: string, shown = count) => act(() => root.render(render(key, shown))),
    unmount,
  };
}

async function settle(action: () => void) {
  await act(async () => {
    action();
  });
}

/** Lets the deferred abort of a left screen run. */
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('prefetchServerData', () => {
  test('a screen mounted while the prefetch is under way joins it: one request', async () => {
    const { loads, loader } = controlledLoader();
    const store = createStore();
    prefetchServerData(store, { key: 'catalogue:products', load: loader('catalogue:products') });
    expect(loads).toHaveLength(1);
    const view = renderScreensIn(store, 'catalogue:products', loader);
    expect(view.current()).toMatchObject({ status: 'loading' });
    await settle(() => loads[0]?.resolve('1000 produk'));
    expect(view.current()).toMatchObject({ status: 'success', data: '1000 produk' });
    expect(loads).toHaveLength(1);
  });

  test('a prefetch that failed before the screen mounted is its answer: no second request', async () => {
    const { loads, loader } = controlledLoader();
    const store = createStore();
    prefetchServerData(store, { key: 'catalogue:products', load: loader('catalogue:products') });
    await settle(() => loads[0]?.reject(apiErrorFromResponse(500, {})));
    const view = renderScreensIn(store, 'catalogue:products', loader);
    expect(view.current().status).toBe('error');
    expect(loads).toHaveLength(1);
    // Its retry asks again, and a screen mounted later loads afresh.
    await settle(() => view.current().retry());
    expect(loads).toHaveLength(2);
  });

  test('a prefetch arriving after the screen asked changes nothing: its error stays', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderScreens('catalogue:products', loader);
    await settle(() => loads[0]?.reject(apiErrorFromResponse(500, {})));
    expect(view.current().status).toBe('error');
    await settle(() =>
      prefetchServerData(view.store, {
        key: 'catalogue:products',
        load: loader('catalogue:products'),
      }),
    );
    expect(loads).toHaveLength(1);
    expect(view.current().status).toBe('error');
  });
});

describe('useServerData', () => {
  test('loading, then success with the data', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderScreens('product:BN-ARB-GAYO', loader);
    expect(view.current()).toMatchObject({ status: 'loading', data: undefined });
    await settle(() => loads[0]?.resolve('Arabika Gayo'));
    expect(view.current()).toMatchObject({ status: 'success', data: 'Arabika Gayo' });
    expect(loads).toHaveLength(1);
  });

  test("a screen renders for what it shows only: loading, then the answer, not the cache's bookkeeping", async () => {
    const { loads, loader } = controlledLoader();
    const shown: string[] = [];
    const root = createRoot(document.createElement('div'));
    unmounts.push(() => act(() => root.unmount()));
    act(() =>
      root.render(
        <Provider store={createStore()}>
          <Probe
            resourceKey="orders"
            loader={loader}
            onRender={(resource) => shown.push(resource.status)}
          />
        </Provider>,
      ),
    );
    // Counting the screen and starting its load changed nothing it shows.
    expect(shown).toEqual(['loading']);
    // The answer, and the offline bookkeeping after it (confirmed, nothing failed): one render.
    await settle(() => loads[0]?.resolve('3 pesanan'));
    expect(shown).toEqual(['loading', 'success']);
  });

  test('screens asking for the same key at once share one request', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderScreens('addresses', loader, 3);
    expect(loads).toHaveLength(1);
    await settle(() => loads[0]?.resolve('2 alamat'));
    for (const i of [0, 1, 2]) expect(view.current(i).data).toBe('2 alamat');
  });

  test('a screen mounted later shows fresh data without asking again', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderScreens('addresses', loader, 1);
    await settle(() => loads[0]?.resolve('2 alamat'));
    view.rerender('addresses', 2);
    expect(view.current(1)).toMatchObject({ status: 'success', data: '2 alamat' });
    expect(loads).toHaveLength(1);
  });

  test('error, then retry shows loading again and can succeed', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderScreens('cart', loader);
    await settle(() => loads[0]?.reject(apiErrorFromResponse(500, {})));
    expect(view.current()).toMatchObject({
      status: 'error',
      error: { status: 500, userMessage: 'Ooops,  Something went wrong. Please try again later.' },
    });

    act(() => view.current().retry());
    expect(view.current().status).toBe('loading');
    expect(loads).toHaveLength(2);

    await settle(() => loads[1]?.resolve('2 items'));
    expect(view.current()).toMatchObject({ status: 'success', data: '2 items', error: undefined });
  });

  test('a key change shows the new key loading and the old answer lands under its own key', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderScreens('product:BN-ARB-GAYO', loader);
    view.rerender('product:DR-TORAJA');
    expect(view.current()).toMatchObject({ status: 'loading', data: undefined });
    await nextTask();
    expect(loads.map((load) => [load.key, load.signal.aborted])).toEqual([
      ['product:BN-ARB-GAYO', true],
      ['product:DR-TORAJA', false],
    ]);
    await settle(() => loads[1]?.resolve('Drip Bag Toraja'));
    await settle(() => loads[0]?.resolve('Arabika Gayo'));
    expect(view.current()).toMatchObject({ status: 'success', data: 'Drip Bag Toraja' });
  });

  /** The profile shown as 'Siti', then reloaded: the second load waits to be answered. */
  async function reloadedProfile() {
    const { loads, loader } = controlledLoader();
    const view = renderScreens('profile', loader);
    await settle(() => loads[0]?.resolve('Siti'));
    act(() => view.current().reload());
    return { view, reload: loads[1] };
  }

  test('reload keeps the data on screen until the new data arrives', async () => {
    const { view, reload } = await reloadedProfile();
    expect(view.current()).toMatchObject({ status: 'success', data: 'Siti' });
    await settle(() => reload?.resolve('Siti Rahayu'));
    expect(view.current()).toMatchObject({ status: 'success', data: 'Siti Rahayu' });
  });

  test('a failed reload reports the error and keeps what was shown', async () => {
    const { view, reload } = await reloadedProfile();
    await settle(() => reload?.reject(apiErrorFromResponse(403, {})));
    expect(view.current()).toMatchObject({ status: 'error', data: 'Siti', error: { status: 403 } });
  });

  test('leaving the screen aborts the load nobody waits for any more', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderScreens('cart', loader);
    view.unmount();
    await nextTask();
    expect(loads[0]?.signal.aborted).toBe(true);
  });
});

describe('invalidation', () => {
  test('refreshes the shown keys under a prefix in the background, and only those', async () => {
    const { loads, loader } = controlledLoader();
    const cart = renderScreens('cart:lines', loader);
    const catalogue = renderScreens('catalogue', loader);
    await settle(() => loads[0]?.resolve('1 baris'));
    await settle(() => loads[1]?.resolve('40 produk'));

    act(() => invalidateServerData(cart.store, 'cart'));
    expect(loads.map((load) => load.key)).toEqual(['cart:lines', 'catalogue', 'cart:lines']);
    expect(cart.current()).toMatchObject({ status: 'success', data: '1 baris' });
    await settle(() => loads[2]?.resolve('2 baris'));
    expect(cart.current().data).toBe('2 baris');
    expect(catalogue.current().data).toBe('40 produk');
  });

  test('stops a load that was under way: its answer predates the change', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderScreens('cart:lines', loader);
    act(() => invalidateServerData(view.store, 'cart'));
    expect(loads[0]?.signal.aborted).toBe(true);
    await settle(() => loads[1]?.resolve('sesudah'));
    await settle(() => loads[0]?.resolve('sebelum'));
    expect(view.current().data).toBe('sesudah');
  });

  test('a key nobody shows is loaded again when a screen next asks for it', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderScreens('addresses', loader);
    await settle(() => loads[0]?.resolve('1 alamat'));
    view.rerender('addresses', 0);
    act(() => invalidateServerData(view.store, 'addresses'));
    expect(loads).toHaveLength(1);
    view.rerender('addresses', 1);
    expect(loads).toHaveLength(2);
    // What was known stays on screen while the new answer comes.
    expect(view.current()).toMatchObject({ status: 'success', data: '1 alamat' });
  });

  test('data a mutation answered with is shown without a request', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderScreens('cart:lines', loader);
    await settle(() => loads[0]?.resolve('1 baris'));
    act(() => setServerData(view.store, 'cart:lines', '3 baris'));
    expect(view.current().data).toBe('3 baris');
    expect(loads).toHaveLength(1);
  });
});

function MutationProbe(props: {
  mutation: Mutation<[string], string>;
  onRender: (run: (value: string) => Promise<string>) => void;
}) {
  props.onRender(useMutation(props.mutation));
  return null;
}

describe('useMutation', () => {
  function renderMutation(
    store: ReturnType<typeof createStore>,
    mutation: Mutation<[string], string>,
  ) {
    let run: ((value: string) => Promise<string>) | undefined;
    const root = createRoot(document.createElement('div'));
    act(() =>
      root.render(
        <Provider store={store}>
          <MutationProbe
            mutation={mutation}
            onRender={(latest) => {
              run = latest;
            }}
          />
        </Provider>,
      ),
    );
    unmounts.push(() => act(() => root.unmount()));
    return (value: string) => {
      if (!run) throw new Error('the probe never rendered');
      return run(value);
    };
  }

  test('after a success the reads it names load again, the others stay', async () => {
    const { loads, loader } = controlledLoader();
    const cart = renderScreens('cart:lines', loader);
    renderScreensIn(cart.store, 'catalogue', loader);
    await settle(() => loads[0]?.resolve('1 baris'));
    await settle(() => loads[1]?.resolve('40 produk'));
    const add = renderMutation(cart.store, {
      run: async (line) => line,
      invalidates: ['cart'],
    });
    await act(async () => {
      await expect(add('kopi')).resolves.toBe('kopi');
    });
    expect(loads.map((load) => load.key)).toEqual(['cart:lines', 'catalogue', 'cart:lines']);
  });

  test('after a failure nothing is loaded again, and the failure reaches the caller', async () => {
    const { loads, loader } = controlledLoader();
    const cart = renderScreens('cart:lines', loader);
    await settle(() => loads[0]?.resolve('1 baris'));
    const add = renderMutation(cart.store, {
      run: async () => {
        throw new Error('ditolak');
      },
      invalidates: ['cart'],
    });
    await act(async () => {
      await expect(add('kopi')).rejects.toThrow('ditolak');
    });
    expect(loads).toHaveLength(1);
  });
});

describe('fetchServerData', () => {
  test('joins the load a screen started, then answers from the cache while fresh', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderScreens('catalogue:default-outgoing-tax', loader);
    const query = { key: 'catalogue:default-outgoing-tax', load: loader('other') };
    const first = fetchServerData(view.store, query);
    expect(loads).toHaveLength(1);
    await settle(() => loads[0]?.resolve('PPN 11%'));
    await expect(first).resolves.toBe('PPN 11%');
    await expect(fetchServerData(view.store, query)).resolves.toBe('PPN 11%');
    expect(loads).toHaveLength(1);
  });

  test("rejects with the load's error", async () => {
    const { loads, loader } = controlledLoader();
    const store = renderScreens('profile', loader, 0).store;
    const answer = fetchServerData(store, { key: 'profile', load: loader('profile') });
    // Watched before the load fails, so the rejection is never left unhandled.
    const refused = expect(answer).rejects.toMatchObject({ status: 503 });
    await settle(() => loads[0]?.reject(apiErrorFromResponse(503, {})));
    await refused;
  });
});

/** The catalogue with the loader a test controls. */
function Products({ load }: { load: (signal: AbortSignal) => Promise<string> }) {
  const products = useServerData({ key: 'catalogue:products', load });
  return <p>{products.status === 'success' ? products.data : 'Memuat produk…'}</p>;
}

/** A screen showing one resource, for the hydration test. */
function Catalogue() {
  const products = useServerData({
    key: 'catalogue:products',
    load: () => new Promise<string>(() => {}),
  });
  return <p>{products.status === 'success' ? products.data : 'Memuat produk…'}</p>;
}

describe('hydrating a pre-rendered page', () => {
  test('data that arrived before the screen hydrated shows right after, with no mismatch', async () => {
    // The server renders every resource loading (it runs no effects, so loads nothing).
    const html = renderToString(
      <Provider store={createStore()}>
        <Catalogue />
      </Provider>,
    );
    // In the browser the answer came first: a route preload, a chunk slower than the gateway.
    const store = createStore();
    setServerData(store, 'catalogue:products', '12 produk');
    const container = document.createElement('div');
    container.innerHTML = html;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();

    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={store}>
          <Catalogue />
        </Provider>,
        { onRecoverableError: recoverable },
      );
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(container.textContent).toBe('12 produk');
  });

  test('data the page was rendered with hydrates as it was, then the screen asks the gateway', async () => {
    // The build read '12 produk' and wrote the page with it.
    const built = createStore();
    seedServerData(built, { 'catalogue:products': '12 produk' });
    const { loads, loader } = controlledLoader();
    const html = renderToString(
      <Provider store={built}>
        <Products load={loader('products')} />
      </Provider>,
    );
    expect(html).toContain('12 produk');
    // In the browser the page gives the cache the same data before hydrating.
    const store = createStore();
    seedServerData(store, { 'catalogue:products': '12 produk' });
    const container = document.createElement('div');
    container.innerHTML = html;
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={store}>
          <Products load={loader('products')} />
        </Provider>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    // Shown at once, but not trusted: the gateway is asked, and its answer replaces it.
    expect(container.textContent).toBe('12 produk');
    expect(loads).toHaveLength(1);
    await settle(() => loads[0]?.resolve('13 produk'));
    expect(container.textContent).toBe('13 produk');
  });
});

/** What a read gets when the connection is gone: no HTTP answer at all. */
const noConnection = () => networkError(new TypeError('Failed to fetch'));

/** The browser's own word on the connection, as navigator.onLine says it and its events tell. */
function browserGoes(state: 'offline' | 'online') {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(state === 'online');
  act(() => {
    window.dispatchEvent(new Event(state));
  });
}

function tabBecomes(state: 'hidden' | 'visible') {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('offline and back', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The jitter's middle: the waits are exactly 1 s, 2 s, 4 s, 8 s.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    resetConnection();
  });

  test('the backoff doubles from 1 s up to 8 s, each wait jittered by at most a fifth', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => retryDelay(attempt, 0.5))).toEqual([
      1000, 2000, 4000, 8000, 8000,
    ]);
    expect(retryDelay(0, 0)).toBe(800);
    expect(retryDelay(2, 0.999_999)).toBe(4800);
  });

  test('a failed read is tried again after 1, 2, 4 and 8 s, then left to the screen', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderScreens('catalogue:products', loader);
    const failAt = async (index: number) =>
      settle(() => loads[index]?.reject(apiErrorFromResponse(503, {})));
    await failAt(0);
    const triedAt: number[] = [];
    const start = Date.now();
    for (let tries = 1; tries <= RETRY_BACKOFF.retries; tries++) {
      while (loads.length === tries) await advance(100);
      triedAt.push(Date.now() - start);
      await failAt(tries);
    }
    expect(triedAt).toEqual([1000, 3000, 7000, 15000]);
    await advance(60_000);
    expect(loads).toHaveLength(1 + RETRY_BACKOFF.retries);
    expect(view.current()).toMatchObject({ status: 'error', error: { status: 503 } });
  });

  test('a retry that gets the answer shows it in place of the error', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderScreens('catalogue:products', loader);
    await settle(() => loads[0]?.reject(noConnection()));
    expect(view.current()).toMatchObject({ status: 'error', outOfDate: false });
    await advance(1000);
    await settle(() => loads[1]?.resolve('Arabika Gayo'));
    expect(view.current()).toMatchObject({ status: 'success', data: 'Arabika Gayo' });
  });

  test("'Coba lagi' pressed while the backoff's try is under way shows loading, and that try answers it", async () => {
    const { loads, loader } = controlledLoader();
    const view = renderScreens('catalogue:products', loader);
    await settle(() => loads[0]?.reject(apiErrorFromResponse(503, {})));
    await advance(1000);
    expect(loads).toHaveLength(2);
    expect(view.current()).toMatchObject({ status: 'error' });
    await settle(() => view.current().retry());
    expect(view.current()).toMatchObject({ status: 'loading' });
    expect(loads).toHaveLength(2);
    await settle(() => loads[1]?.resolve('Arabika Gayo'));
    expect(view.current()).toMatchObject({ status: 'success', data: 'Arabika Gayo' });
  });

  test('a refusal (4xx) is not tried again', async () => {
    const { loads, loader } = controlledLoader();
    renderScreens('catalogue:product:NOPE', loader);
    await settle(() => loads[0]?.reject(apiErrorFromResponse(404, {})));
    await advance(60_000);
    expect(loads).toHaveLength(1);
  });

  test('leaving the screen cancels the retries', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderScreens('catalogue:products', loader);
    await settle(() => loads[0]?.reject(noConnection()));
    view.unmount();
    await advance(60_000);
    expect(loads).toHaveLength(1);
  });

  test('data a read could not confirm stays on screen, marked until an answer comes', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderScreens('catalogue:products', loader);
    await settle(() => loads[0]?.resolve('Arabika Gayo'));
    expect(view.current()).toMatchObject({ outOfDate: false });

    act(() => view.current().reload());
    await settle(() => loads[1]?.reject(noConnection()));
    expect(view.current()).toMatchObject({
      status: 'success',
      data: 'Arabika Gayo',
      outOfDate: true,
    });
    expect(isOffline()).toBe(true);

    await advance(1000);
    await settle(() => loads[2]?.resolve('Arabika Gayo (baru)'));
    expect(view.current()).toMatchObject({ data: 'Arabika Gayo (baru)', outOfDate: false });
    expect(isOffline()).toBe(false);
  });

  test('fetchServerData is not answered with data a load could not confirm', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderScreens('catalogue:default-outgoing-tax', loader);
    await settle(() => loads[0]?.resolve('PPN 11%'));
    act(() => invalidateServerData(view.store, 'catalogue:default-outgoing-tax'));
    await settle(() => loads[1]?.reject(noConnection()));
    expect(view.current()).toMatchObject({ data: 'PPN 11%', outOfDate: true });
    const query = { key: 'catalogue:default-outgoing-tax', load: loader('again') };
    const answer = fetchServerData(view.store, query);
    const refused = expect(answer).rejects.toMatchObject({ status: 0, error: 'network_error' });
    await settle(() => loads[2]?.reject(noConnection()));
    await refused;
  });

  test('an answer to a read sent before another timed out does not bring the failed one straight back', async () => {
    const { loads, loader } = controlledLoader();
    const store = createStore();
    const addresses = renderScreensIn(store, 'addresses', loader);
    renderScreensIn(store, 'cart:count', loader);
    expect(loads.map((load) => load.key)).toEqual(['addresses', 'cart:count']);
    await settle(() => loads[0]?.reject(networkError(new DOMException('late', 'TimeoutError'))));
    expect(isOffline()).toBe(true);
    // The count was asked before the timeout: its answer is no news of the connection since.
    await settle(() => loads[1]?.resolve('2'));
    expect(isOffline()).toBe(true);
    expect(loads).toHaveLength(2);
    expect(addresses.current()).toMatchObject({ status: 'error' });
    // The failed read's own backoff asks again; that answer, sent since, is the connection back.
    await advance(1000);
    expect(loads).toHaveLength(3);
    await settle(() => loads[2]?.resolve('Rumah'));
    expect(isOffline()).toBe(false);
    expect(addresses.current()).toMatchObject({ status: 'success', data: 'Rumah' });
  });

  test('offline, the data shown is marked; back online, stale reads load again once and the mark leaves', async () => {
    const { loads, loader } = controlledLoader();
    const view = renderScreens('catalogue:products', loader);
    await settle(() => loads[0]?.resolve('Arabika Gayo'));

    browserGoes('offline');
    expect(view.current()).toMatchObject({ data: 'Arabika Gayo', outOfDate: true });
    // Offline nothing is asked: the tab shown again waits for the connection.
    tabBecomes('visible');
    expect(loads).toHaveLength(1);

    browserGoes('online');
    tabBecomes('visible');
    // Fresh by the clock, but shown while offline: asked again, once for both triggers.
    expect(loads).toHaveLength(2);
    expect(view.current()).toMatchObject({ data: 'Arabika Gayo', outOfDate: true });
    await settle(() => loads[1]?.resolve('Arabika Gayo (baru)'));
    expect(view.current()).toMatchObject({ data: 'Arabika Gayo (baru)', outOfDate: false });
  });

  test('a read that fails while the browser is offline waits for the connection, not a timer', async () => {
    const { loads, loader } = controlledLoader();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const view = renderScreens('catalogue:products', loader);
    await settle(() => loads[0]?.reject(noConnection()));
    await advance(60_000);
    expect(loads).toHaveLength(1);
    browserGoes('online');
    expect(loads).toHaveLength(2);
    await settle(() => loads[1]?.resolve('Arabika Gayo'));
    expect(view.current()).toMatchObject({ status: 'success', data: 'Arabika Gayo' });
  });

  test('returning to the tab reloads only what is older than the freshness window', async () => {
    const { loads, loader } = controlledLoader();
    renderScreens('catalogue:products', loader);
    await settle(() => loads[0]?.resolve('Arabika Gayo'));
    tabBecomes('visible');
    expect(loads).toHaveLength(1);
    tabBecomes('hidden');
    await advance(FRESH_FOR_MS);
    tabBecomes('visible');
    tabBecomes('visible');
    expect(loads).toHaveLength(2);
  });
});
