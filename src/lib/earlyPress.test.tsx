import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import START_SCRIPT from '../../scripts/startAfterPaint.js?raw';
import { needsApp } from './earlyPress';

// The two halves of "no lost taps" (issue 25): the listener scripts/startAfterPaint.js puts
// on every pre-rendered page before the app arrives, and the app's side (needsApp) that
// carries the press out once its control is live.

/** Runs the start script as the page does, minus the app it would start (jsdom loads none). */
function runStartScript() {
  const script = document.createElement('script');
  script.dataset.entry = '/assets/index-A.js';
  Object.defineProperty(document, 'currentScript', { configurable: true, value: script });
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  new Function(START_SCRIPT)();
  // jsdom has no paint to wait for: the script asks for the app after its 2 s at the latest.
}

/**
 * A pre-rendered control, as the build writes it (in #root, marked with the page's path):
 * marked as needing the app, with no handler of its own.
 */
function prerendered(id: string, page = '/'): HTMLButtonElement {
  let root = document.getElementById('root');
  if (!root) {
    root = document.createElement('div');
    root.id = 'root';
    root.dataset.prerendered = page;
    document.body.append(root);
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('data-needs-app', id);
  button.textContent = id;
  root.append(button);
  return button;
}

let root: Root | null = null;
/** The app renders its own control `id`, which counts its presses. */
async function startApp(ids: readonly string[], onPress: (id: string) => void) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <StrictMode>
        {ids.map((id) => (
          <button key={id} type="button" onClick={() => onPress(id)} {...needsApp(id)}>
            {id}
          </button>
        ))}
      </StrictMode>,
    );
  });
  // The start script hears of the live control (a mutation observer), then presses it.
  await act(async () => {
    vi.runAllTimers();
  });
}

beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  vi.useFakeTimers();
  runStartScript();
  vi.runAllTimers();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  delete document.documentElement.dataset.earlyPress;
  delete document.documentElement.dataset.earlyPressPage;
  window.history.replaceState(null, '', '/');
});

describe('a press before the app took over', () => {
  test('pressed twice, it is kept once, the control says it waits, and the app carries it out once', async () => {
    const early = prerendered('add-to-cart');
    const reachedTheButton = vi.fn();
    early.addEventListener('click', reachedTheButton);
    early.click();
    early.click();
    expect(reachedTheButton).not.toHaveBeenCalled();
    expect(early.getAttribute('aria-busy')).toBe('true');
    expect(document.documentElement.dataset.earlyPress).toBe('add-to-cart');

    const presses: string[] = [];
    await startApp(['add-to-cart'], (id) => presses.push(id));
    expect(presses).toEqual(['add-to-cart']);
    expect(document.documentElement.dataset.earlyPress).toBeUndefined();
    expect(early.hasAttribute('aria-busy')).toBe(false);
  });

  test('the first control pressed is the one carried out, never another', async () => {
    prerendered('section-beranda').click();
    prerendered('section-kategori').click();
    const presses: string[] = [];
    await startApp(['section-kategori', 'section-beranda'], (id) => presses.push(id));
    expect(presses).toEqual(['section-beranda']);
  });

  test('once the app has the control, its presses are its own and nothing is kept', async () => {
    const presses: string[] = [];
    await startApp(['google-sign-in'], (id) => presses.push(id));
    const live = document.querySelector<HTMLButtonElement>('[data-needs-app="google-sign-in"]');
    live?.click();
    live?.click();
    expect(presses).toEqual(['google-sign-in', 'google-sign-in']);
    expect(document.documentElement.dataset.earlyPress).toBeUndefined();
  });

  test('a press on a page made for another path than the one the app shows is dropped, not carried out', async () => {
    // A host served the product's HTML at another address: the app renders that address.
    const early = prerendered('add-to-cart', '/products/lain/KODE-LAIN');
    early.click();
    const presses: string[] = [];
    await startApp(['add-to-cart'], (id) => presses.push(id));
    expect(presses).toEqual([]);
    expect(early.hasAttribute('aria-busy')).toBe(false);
    expect(document.documentElement.dataset.earlyPress).toBeUndefined();
  });

  test('a press still waiting when the shopper goes to another page is dropped', async () => {
    const early = prerendered('add-to-cart');
    early.click();
    // wouter's navigation, then back to the page the press was made on.
    window.history.pushState(null, '', '/blogs');
    window.dispatchEvent(new Event('pushState'));
    expect(early.hasAttribute('aria-busy')).toBe(false);
    window.history.pushState(null, '', '/');
    window.dispatchEvent(new Event('pushState'));
    const presses: string[] = [];
    await startApp(['add-to-cart'], (id) => presses.push(id));
    expect(presses).toEqual([]);
  });
});
