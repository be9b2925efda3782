import { server } from '@mocks/node';
import { createStore, Provider } from 'jotai';
import { HttpResponse, http } from 'msw';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestCustomerToken } from '@/api/auth';
import type { NewCartLine } from '@/api/cart';
import { getProduct } from '@/api/catalogue';
import type { Product } from '@/api/models';
import { cartCountAtom } from '@/state/cart';
import { signInAtom, signOutAtom } from '@/state/session';
import { type AddToCartRequest, useAddToCart } from './useAddToCart';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const cleanups: (() => void)[] = [];
afterEach(() => {
  // Last in, first out: the probe unmounts before the session it reads is cleared.
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

type Flow = ReturnType<typeof useAddToCart>;

interface ProbeProps {
  product: Product;
  onSettled: (outcome: 'added' | 'failed') => void;
  onRender: (flow: Flow) => void;
}

function Probe({ product, onSettled, onRender }: ProbeProps) {
  onRender(useAddToCart(product, { onSettled }));
  return null;
}

function renderFlow(product: Product, store: ReturnType<typeof createStore>) {
  const onSettled = vi.fn();
  let latest: Flow | undefined;
  const onRender = (flow: Flow) => {
    latest = flow;
  };
  const wrap = (node: ReactNode) => <Provider store={store}>{node}</Provider>;
  const root = createRoot(document.createElement('div'));
  act(() =>
    root.render(wrap(<Probe product={product} onSettled={onSettled} onRender={onRender} />)),
  );
  cleanups.push(() => act(() => root.unmount()));
  const flow = () => {
    if (!latest) throw new Error('the probe never rendered');
    return latest;
  };
  return { flow, onSettled };
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
    act(() => flow().request(beansRequest(product)));
    expect(flow().step).toEqual({ kind: 'loginRequired' });
    await act(() => flow().confirm());
    expect(posts).toHaveLength(0);
  });

  it('sends one line however often the customer confirms, then refreshes the cart count', async () => {
    const store = await signedInStore();
    const product = await getProduct('BN-GAYO-250');
    const posts = recordPosts();
    const { flow, onSettled } = renderFlow(product, store);
    act(() => flow().request(beansRequest(product)));
    expect(flow().step.kind).toBe('confirming');
    const confirm = flow().confirm;
    // Two presses before React renders again: the second must not send.
    await act(async () => {
      await Promise.all([confirm(), confirm()]);
    });
    expect(posts).toHaveLength(1);
    expect(posts[0]?.[0]).toMatchObject({ remarks: 'Halus (Espresso)', quantity: 1 });
    expect(flow().step).toEqual({ kind: 'added' });
    expect(onSettled).toHaveBeenCalledExactlyOnceWith('added');
    expect(store.get(cartCountAtom)).toBeGreaterThanOrEqual(1);
  });

  it('reports a failure when the gateway refuses the line, and can be dismissed', async () => {
    const store = await signedInStore();
    const product = await getProduct('DR-GAYO-5');
    server.use(
      http.post('*/api/Cart', () =>
        HttpResponse.json({ error: 'server_error', error_description: 'x' }, { status: 500 }),
      ),
    );
    const { flow, onSettled } = renderFlow(product, store);
    act(() =>
      flow().request({
        values: { quantity: 1, variances: {}, grindLevel: '' },
        unit: { alternateUoM: { code: '5PCS' }, baseUoM: { code: 'PCS' }, baseQuantity: 5 },
        unitPrice: { sellPrice: product.sellPrice, memberPrice: 0, basePrice: 1 },
      }),
    );
    await act(() => flow().confirm());
    expect(flow().step).toEqual({ kind: 'failed' });
    expect(onSettled).toHaveBeenCalledExactlyOnceWith('failed');
    expect(store.get(cartCountAtom)).toBeNull();
    act(() => flow().dismiss());
    expect(flow().step).toEqual({ kind: 'idle' });
  });
});
