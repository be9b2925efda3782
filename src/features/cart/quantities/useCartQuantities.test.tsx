import { gayoLine, kopiSusuLine } from '@kit/cartLines';
import { server } from '@mocks/node';
import { createStore, Provider } from 'jotai';
import { HttpResponse, http } from 'msw';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import type { CartLine, CartLineUpdate } from '@/api/cart';
import { withQuantity } from '../cartLines';
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
  server.use(...gatewayAnswers());
});

function gatewayAnswers() {
  return [
    http.get('*/api/Cart', () => HttpResponse.json(stored)),
    http.put('*/api/Cart', async ({ request }) =>
      HttpResponse.json(saveOnGateway((await request.json()) as CartLineUpdate[])),
    ),
  ];
}

/** The gateway answers as at first again, after a test's own answers. */
function gatewayAnswersAgain() {
  server.resetHandlers();
  server.use(...gatewayAnswers());
}

/** What the gateway does with a PUT /api/Cart: stores the quantities and answers the lines. */
function saveOnGateway(sent: CartLineUpdate[]): CartLine[] {
  puts.push(sent);
  const saved = sent.flatMap((change) => {
    const line = stored.find((candidate) => candidate.alias === change.alias);
    return line ? [withQuantity(line, change.quantity)] : [];
  });
  stored = stored.map((line) => saved.find((s) => s.alias === line.alias) ?? line);
  return saved;
}

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
  // With what the gateway held when it was typed, so a reload never puts it over a newer one.
  expect(JSON.parse(sessionStorage.getItem(KEPT) ?? 'null')).toEqual({
    'crt-siti-2': { quantity: 5, base: 1 },
  });
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
  sessionStorage.setItem(
    KEPT,
    JSON.stringify({
      'crt-siti-2': { quantity: 4, base: 1 },
      'crt-gone': { quantity: 3, base: 1 },
    }),
  );
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
  sessionStorage.setItem(KEPT, JSON.stringify({ 'crt-siti-2': { quantity: 1, base: 3 } }));
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

/**
 * A cart page where the shopper sets a line's quantity and reloads before it is saved: the
 * saves sent on leaving do not reach the gateway (the browser dropped them).
 */
async function typeThenReloadLosingTheSave(alias: string, quantity: number) {
  let lost = 0;
  server.use(
    http.put('*/api/Cart', () => {
      lost += 1;
      return HttpResponse.error();
    }),
  );
  const before = renderQuantities([gayoLine, kopiSusuLine]);
  act(() => before.current().change(alias, quantity));
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  before.unmount();
  await vi.waitFor(() => expect(lost).toBe(2));
  gatewayAnswersAgain();
}

test('a quantity typed before a reload comes back when the gateway still holds what it was typed over', async () => {
  await typeThenReloadLosingTheSave('crt-siti-2', 5);
  const after = renderQuantities(stored);
  expect(shown(after, 'crt-siti-2')).toBe(5);
  await vi.waitFor(() =>
    expect(puts).toEqual([[{ alias: 'crt-siti-2', quantity: 5, price: 25_000 }]]),
  );
  expect(sessionStorage.getItem(KEPT)).toBeNull();
});

test('a quantity typed before a reload is not put over a newer one another tab saved', async () => {
  await typeThenReloadLosingTheSave('crt-siti-2', 5);
  // Another tab set the line to 3 meanwhile.
  stored = [gayoLine, withQuantity(kopiSusuLine, 3)];
  const after = renderQuantities(stored);
  expect(shown(after, 'crt-siti-2')).toBe(3);
  expect(after.current().saveStatus).toBeNull();
  expect(sessionStorage.getItem(KEPT)).toBeNull();
  // The next save carries only what this page changed: nothing was re-applied.
  act(() => after.current().change('crt-siti-1', 4));
  after.unmount();
  await vi.waitFor(() =>
    expect(puts).toEqual([[{ alias: 'crt-siti-1', quantity: 4, price: 125_000 }]]),
  );
  expect(stored.map((line) => line.quantity)).toEqual([4, 3]);
});

test('a quantity typed while an earlier save was on its way comes back when only that save arrived', async () => {
  let releaseFirst = () => {};
  let attempts = 0;
  server.use(
    http.put('*/api/Cart', async ({ request }) => {
      attempts += 1;
      // What the page sends after the first save never arrives: the page is gone.
      if (attempts > 1) return new Promise<never>(() => {});
      const sent = (await request.json()) as CartLineUpdate[];
      await new Promise<void>((resolve) => {
        releaseFirst = resolve;
      });
      return HttpResponse.json(saveOnGateway(sent));
    }),
  );
  const before = renderQuantities([gayoLine, kopiSusuLine]);
  act(() => before.current().change('crt-siti-2', 2));
  await vi.waitFor(() => expect(attempts).toBe(1));
  act(() => before.current().change('crt-siti-2', 3));
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  before.unmount();
  // The save of 2 arrives; the 3 sent on leaving, and after the 2, do not.
  releaseFirst();
  await vi.waitFor(() => expect(attempts).toBe(3));
  expect(stored.map((line) => line.quantity)).toEqual([2, 2]);
  gatewayAnswersAgain();

  const after = renderQuantities(stored);
  expect(shown(after, 'crt-siti-2')).toBe(3);
  await vi.waitFor(() =>
    expect(puts).toEqual([
      [{ alias: 'crt-siti-2', quantity: 2, price: 25_000 }],
      [{ alias: 'crt-siti-2', quantity: 3, price: 25_000 }],
    ]),
  );
});
