import { gayoLine, kopiSusuLine } from '@kit/cartLines';
import { server } from '@mocks/node';
import { createStore, Provider } from 'jotai';
import { HttpResponse, http } from 'msw';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import type { CartLine, CartLineUpdate } from '@/api/cart';
import { forgetQuantities, savePendingQuantities } from './cartQuantities';
import { useCartQuantities } from './useCartQuantities';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const KEPT = 'cartUnsavedQuantities';

/** The gateway's cart: what GET /api/Cart answers and every PUT /api/Cart sent to it. */
let stored: CartLine[];
let puts: CartLineUpdate[][];

beforeEach(() => {
  sessionStorage.clear();
  stored = [gayoLine, kopiSusuLine];
  puts = [];
  server.use(
    http.get('*/api/Cart', () => HttpResponse.json(stored)),
    http.put('*/api/Cart', async ({ request }) => {
      const sent = (await request.json()) as CartLineUpdate[];
      puts.push(sent);
      const saved = sent.flatMap((change) => {
        const line = stored.find((candidate) => candidate.alias === change.alias);
        return line
          ? [{ ...line, quantity: change.quantity, lineTotal: line.price * change.quantity }]
          : [];
      });
      stored = stored.map((line) => saved.find((s) => s.alias === line.alias) ?? line);
      return HttpResponse.json(saved);
    }),
  );
});

const unmounts: (() => void)[] = [];
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
});

type Quantities = ReturnType<typeof useCartQuantities>;

function Probe({
  loaded,
  report,
}: {
  loaded: CartLine[] | undefined;
  report: (quantities: Quantities) => void;
}) {
  report(useCartQuantities(loaded));
  return null;
}

/**
 * The hook on a cart page, first while the lines load and then with the given lines, as the
 * screen renders it; and what it returned last.
 */
function renderQuantities(lines: CartLine[], store = createStore()) {
  let latest: Quantities | null = null;
  const report = (quantities: Quantities) => {
    latest = quantities;
  };
  const root = createRoot(document.createElement('div'));
  const render = (loaded: CartLine[] | undefined) =>
    act(() =>
      root.render(
        <Provider store={store}>
          <Probe loaded={loaded} report={report} />
        </Provider>,
      ),
    );
  render(undefined);
  render(lines);
  let mounted = true;
  const unmount = () => {
    if (mounted) act(() => root.unmount());
    mounted = false;
  };
  unmounts.push(unmount);
  return {
    current: () => {
      if (!latest) throw new Error('the probe never rendered');
      return latest;
    },
    /** The lines loaded again, e.g. after the cart was reloaded. */
    load: (loaded: CartLine[]) => render(loaded),
    store,
    unmount,
  };
}

const shown = (view: { current: () => Quantities }, alias: string) =>
  view.current().lines.find((line) => line.alias === alias)?.quantity;

test('a page going away keeps what is unsaved in the tab and sends it at once', async () => {
  const view = renderQuantities([gayoLine, kopiSusuLine]);
  act(() => view.current().change('crt-siti-2', 5));
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  expect(JSON.parse(sessionStorage.getItem(KEPT) ?? 'null')).toEqual({ 'crt-siti-2': 5 });
  await vi.waitFor(() =>
    expect(puts).toEqual([[{ alias: 'crt-siti-2', quantity: 5, price: 25_000 }]]),
  );
});

test('leaving the cart screen sends what waits, without waiting for the delay', async () => {
  const view = renderQuantities([gayoLine, kopiSusuLine]);
  act(() => view.current().change('crt-siti-1', 7));
  view.unmount();
  await vi.waitFor(() =>
    expect(puts).toEqual([[{ alias: 'crt-siti-1', quantity: 7, price: 125_000 }]]),
  );
});

test('what a reloaded page kept is shown from the first render and saved', async () => {
  sessionStorage.setItem(KEPT, JSON.stringify({ 'crt-siti-2': 4, 'crt-gone': 3 }));
  const view = renderQuantities([gayoLine, kopiSusuLine]);
  expect(shown(view, 'crt-siti-2')).toBe(4);
  expect(view.current().lines.map((line) => line.alias)).toEqual(['crt-siti-1', 'crt-siti-2']);
  // A line no longer in the cart is not sent; the kept quantities are read once.
  await vi.waitFor(() =>
    expect(puts).toEqual([[{ alias: 'crt-siti-2', quantity: 4, price: 25_000 }]]),
  );
  expect(sessionStorage.getItem(KEPT)).toBeNull();
  await vi.waitFor(() => expect(view.current().saveStatus).toBe('saved'));
});

test('a kept quantity the gateway already holds sends nothing', async () => {
  sessionStorage.setItem(KEPT, JSON.stringify({ 'crt-siti-2': 1 }));
  const view = renderQuantities([gayoLine, kopiSusuLine]);
  expect(shown(view, 'crt-siti-2')).toBe(1);
  expect(view.current().saveStatus).toBeNull();
  expect(puts).toEqual([]);
});

test('the price check saves what waits at once, through the same quantities', async () => {
  const view = renderQuantities([gayoLine, kopiSusuLine]);
  act(() => view.current().change('crt-siti-1', 3));
  await expect(savePendingQuantities(view.store)).resolves.toBe(true);
  expect(puts).toEqual([[{ alias: 'crt-siti-1', quantity: 3, price: 125_000 }]]);
  await vi.waitFor(() => expect(view.current().saveStatus).toBe('saved'));
});

test('a removed line is forgotten: its waiting quantity is not saved with the others', async () => {
  const view = renderQuantities([gayoLine, kopiSusuLine]);
  act(() => {
    view.current().change('crt-siti-1', 3);
    view.current().change('crt-siti-2', 2);
    forgetQuantities(view.store, ['crt-siti-1']);
  });
  expect(shown(view, 'crt-siti-1')).toBe(2);
  await expect(savePendingQuantities(view.store)).resolves.toBe(true);
  expect(puts).toEqual([[{ alias: 'crt-siti-2', quantity: 2, price: 25_000 }]]);
});

test('a line gone from the reloaded cart (removed in another tab) is no longer saved nor said unsaved', async () => {
  let down = true;
  server.use(
    http.put('*/api/Cart', () =>
      down ? HttpResponse.json({ error: 'server_error' }, { status: 500 }) : undefined,
    ),
  );
  const view = renderQuantities([gayoLine, kopiSusuLine]);
  act(() => view.current().change('crt-siti-2', 4));
  await expect(savePendingQuantities(view.store)).resolves.toBe(false);
  await vi.waitFor(() => expect([...view.current().unsaved]).toEqual(['crt-siti-2']));

  down = false;
  stored = [gayoLine];
  view.load([gayoLine]);
  expect(view.current().unsaved.size).toBe(0);
  expect(view.current().saveStatus).toBeNull();
  await expect(savePendingQuantities(view.store)).resolves.toBe(true);
  expect(puts).toEqual([]);
});

test('lines the gateway priced anew on saving are marked for that visit of the cart', async () => {
  server.use(
    http.put('*/api/Cart', () =>
      HttpResponse.json([{ ...kopiSusuLine, quantity: 2, price: 28_000, lineTotal: 56_000 }]),
    ),
  );
  const store = createStore();
  const first = renderQuantities([gayoLine, kopiSusuLine], store);
  act(() => first.current().change('crt-siti-2', 2));
  await expect(savePendingQuantities(store)).resolves.toBe(true);
  await vi.waitFor(() =>
    expect(first.current().repriced).toEqual(new Map([['crt-siti-2', 25_000]])),
  );
  first.unmount();

  const again = renderQuantities([gayoLine, kopiSusuLine], store);
  expect(again.current().repriced.size).toBe(0);
});
