import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useScrollToTopOnNavigate } from './scrollToTop';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.restoreAllMocks();
});

function ScrollsToTop() {
  useScrollToTopOnNavigate();
  return null;
}

test('the window scrolls to the top after a navigation, not when the app starts (issue 25: a pre-rendered page the shopper scrolled or jumped in stays put)', () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const location = memoryLocation({ path: '/', record: true });
  root = createRoot(document.createElement('div'));
  act(() =>
    root?.render(
      <StrictMode>
        <Router hook={location.hook}>
          <ScrollsToTop />
        </Router>
      </StrictMode>,
    ),
  );
  expect(scrollTo).not.toHaveBeenCalled();
  act(() => location.navigate('/products'));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});
