import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { usePageBar } from './usePageBar';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  vi.restoreAllMocks();
});

const published = () => document.documentElement.style.getPropertyValue('--size-page-bar');

function Bar() {
  return <div ref={usePageBar()}>Total · Lanjutkan</div>;
}

test("a page's bar publishes its height while shown and takes it back when it goes", async () => {
  // jsdom lays nothing out: the bar is 72px high as a phone would draw it.
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(72);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);

  await act(async () => root.render(<Bar />));
  expect(published()).toBe('72px');

  // Leaving the cart: the notice goes back down to the bottom bar.
  await act(async () => root.render(null));
  expect(published()).toBe('');
  container.remove();
});
