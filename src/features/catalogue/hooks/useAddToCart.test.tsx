import { server } from '@mocks/node';
import { createStore, Provider, useAtomValue } from 'jotai';
import { HttpResponse, http } from 'msw';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestCustomerToken } from '@/api/auth';
import type { NewCartLine } from '@/api/cart';
import { getCartCount } from '@/api/cart/calls';
import type { Product } from '@/api/catalogue';
import { getProduct } from '@/api/catalogue/calls';
import { useServerData } from '@/api/serverData';
import { isAuthenticatedAtom, signInAtom, signOutAtom } from '@/state/session';
import { type AddToCartRequest, useAddToCart } from './useAddToCart';
import { useProductDetail } from './useProductDetail';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const cleanups: (() => void)[] = [];
afterEach(() => {
  // Last in, first out: the probe unmounts before the session it reads is cleared.
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

type Flow = ReturnType<typeof useAddToCart>;

/** The cart count the navbar shows, under the same key, to see the flow refresh it. */
const cartCount = {
  key: 'cart:count',
  load: (signal: AbortSignal) => getCartCount({ signal, errorDisplay: 'caller' }),
};

interface ProbeProps {
  product: Product;
  onAdded: () => void;
  onRender: (flow: Flow, count: number | undefined) => void;
}

function Probe({ product, onAdded, onRender }: ProbeProps) {
  const flow = useAddToCart(product, { loginHref: '/login', onAdded });
  const count = useServerData(useAtomValue(isAuthenticatedAtom) ? cartCount : null);
  // The detail page shows the product: it reloads after an add.
  useProductDetail(product.code);
  onRender(flow, count.data);
  return null;
}

function renderFlow(product: Product, store: ReturnType<typeof createStore>) {
  const onAdded = vi.fn();
  let latest: Flow | undefined;
  let latestCount: number | undefined;
  const onRender = (flow: Flow, count: number | undefined) => {
    latest = flow;
    latestCount = count;
  };
  const wrap = (node: ReactNode) => <Provider store={store}>{node}</Provider>;
  const root = createRoot(document.createElement('div'));
  act(() => root.render(wrap(<Probe product={product} onAdded={onAdded} onRender={onRender} />)));
  cleanups.push(() => act(() => root.unmount()));
  const flow = () => {
    if (!latest) throw new Error('the probe never rendered');
    return latest;
  };
  return { flow, onAdded, count: () => latestCount };
}

async function signedInStore() {
  const store = createStore();
  const token = await requestCustomerToken({ phone: '081298765432', password: 'Kopi!2024' });
  store.set(signInAtom, { accessToken: token.access_token, profile: null });
  cleanups.push(() => store.set(signOutAtom));
  return store;
}

function recordPosts() {
  const posts: NewCartLine[][] = [];
  server.use(
    http.post('*/api/Cart', async ({ request }) => {
      posts.push((await request.clone().json()) as NewCartLine[]);
    }),
  );
  return posts;
}

const bag250 = { alternateUoM: { code: '250GR' }, baseUoM: { code: 'GR' }, baseQuantity: 250 };

function beansRequest(product: Product): AddToCartRequest {
  return {
    values: { quantity: 1, variances: {}, grindLevel: 'Halus (Espresso)' },
    unit: bag250,
    unitPrice: { sellPrice: product.sellPrice, memberPrice: product.memberPrice, basePrice: 1 },
  };
}

describe('useAddToCart', () => {
  it('tells a guest to log in and sends nothing', async () => {
    const product = await getProduct('BN-GAYO-250');
    const posts = recordPosts();
    const { flow } = renderFlow(product, createStore());
    act(() => flow().start(beansRequest(product)));
    expect(flow().dialogs).toMatchObject({
      isTelling: true,
      isAsking: false,
      alert: { kind: 'warning', title: 'Ooops, Login terlebih dahulu!' },
    });
    act(() => flow().confirm());
    expect(posts).toHaveLength(0);
  });

  it('sends one line however often the customer confirms, then refreshes the cart count', async () => {
    const store = await signedInStore();
    const product = await getProduct('BN-GAYO-250');
    const { flow, onAdded, count } = renderFlow(product, store);
    await vi.waitFor(() => expect(count()).toBeTypeOf('number'));
    const before = count() ?? 0;
    const posts = recordPosts();
    act(() => flow().start(beansRequest(product)));
    expect(flow().dialogs).toMatchObject({
      isAsking: true,
      question: { message: `${product.name} akan ditambahkan ke keranjang.` },
    });
    const confirm = flow().confirm;
    // Two presses before React renders again: the second must not send.
    act(() => {
      confirm();
      confirm();
    });
    // The first send loads the cart resource's calls on demand: slower than the default
    // second on a loaded machine.
    await vi.waitFor(() => expect(flow().dialogs.isTelling).toBe(true), { timeout: 5000 });
    expect(posts).toHaveLength(1);
    expect(posts[0]?.[0]).toMatchObject({ remarks: 'Halus (Espresso)', quantity: 1 });
    expect(flow().dialogs.alert).toMatchObject({ kind: 'success', title: 'Berhasil!' });
    expect(onAdded).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(count()).toBe(before + 1));
  });

  it('reports a failure when the gateway refuses the line, and can be dismissed', async () => {
    const store = await signedInStore();
    const product = await getProduct('DR-GAYO-5');
    server.use(
      http.post('*/api/Cart', () =>
        HttpResponse.json({ error: 'server_error', error_description: 'x' }, { status: 500 }),
      ),
    );
    const { flow, onAdded } = renderFlow(product, store);
    act(() =>
      flow().start({
        values: { quantity: 1, variances: {}, grindLevel: '' },
        unit: { alternateUoM: { code: '5PCS' }, baseUoM: { code: 'PCS' }, baseQuantity: 5 },
        unitPrice: { sellPrice: product.sellPrice, memberPrice: 0, basePrice: 1 },
      }),
    );
    act(() => flow().confirm());
    // The first send loads the cart resource's calls on demand: slower than the default
    // second on a loaded machine.
    await vi.waitFor(() => expect(flow().dialogs.isTelling).toBe(true), { timeout: 5000 });
    expect(flow().dialogs).toMatchObject({
      alert: {
        kind: 'error',
        title: 'Gagal!',
        message: `Terjadi kesalahan saat menambahkan ${product.name} ke keranjang.`,
      },
      canRetry: true,
    });
    expect(onAdded).not.toHaveBeenCalled();
    act(() => flow().dismiss());
    expect(flow().dialogs.isTelling).toBe(false);
  });

  it('costs the POST plus the refreshes it needs: the count and the product, never a read of the cart', async () => {
    const store = await signedInStore();
    const product = await getProduct('BN-GAYO-250');
    const { flow, count } = renderFlow(product, store);
    await vi.waitFor(() => expect(count()).toBeTypeOf('number'));
    const add = async () => {
      act(() => flow().start(beansRequest(product)));
      act(() => flow().confirm());
      // The first send loads the cart resource's calls on demand: slower than the default
      // second on a loaded machine.
      await vi.waitFor(() => expect(flow().dialogs.isTelling).toBe(true), { timeout: 5000 });
      act(() => flow().dismiss());
    };
    const sent: string[] = [];
    const record = ({ request }: { request: Request }) => {
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
    };
    server.events.on('request:start', record);
    try {
      // A new line, then the same grind again (the line grows, the count of lines stays).
      // Counted over both: a refresh of the first add that starts late (a loaded machine)
      // is still the first add's, not an extra call of the second. The outgoing taxes are
      // read once, for the first line, and kept. No press reads the cart before it sends: a
      // lost answer is sent again under its key, not looked for (issue 35).
      await add();
      await add();
      await vi.waitFor(() => expect(sent).toHaveLength(7));
      expect(sent.sort()).toEqual([
        'GET /api/Cart/Count',
        'GET /api/Cart/Count',
        'GET /api/OutgoingTax',
        'GET /api/Product/BN-GAYO-250',
        'GET /api/Product/BN-GAYO-250',
        'POST /api/Cart',
        'POST /api/Cart',
      ]);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });
});
