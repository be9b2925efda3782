import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { useScrolledPast } from './useScrolledPast';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  vi.restoreAllMocks();
  window.scrollY = 0;
});

function TopBar() {
  const scrolled = useScrolledPast(50);
  return <header data-scrolled={scrolled || undefined}>Kopi Nusantara</header>;
}

test('a page reloaded scrolled down hydrates its pre-rendered top bar without a mismatch, then turns dark', async () => {
  const html = renderToString(<TopBar />);
  // The browser restored the scroll position before the shop's script ran.
  window.scrollY = 400;
  const container = document.createElement('div');
  container.innerHTML = html;
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable = vi.fn();

  await act(async () => {
    hydrateRoot(container, <TopBar />, { onRecoverableError: recoverable });
  });

  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
  expect(container.querySelector('header')?.dataset.scrolled).toBe('true');
});
