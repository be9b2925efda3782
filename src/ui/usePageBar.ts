import { useCallback } from 'react';

/** The custom property on the root that holds the height of the page's own bar. */
const PAGE_BAR_PROPERTY = '--size-page-bar';

/**
 * A bar a page keeps fixed above the bottom bar on phones and tablets (the cart's total and
 * 'Lanjutkan'): returns the ref for it. While it is on screen its height is published on the
 * root as `--size-page-bar`, so what else floats there (the analytics notice, the new-version
 * prompt) sits above it instead of over its button. Where the bar is part of the page (the
 * desktop card, `display: contents`) its height is 0, and nothing moves.
 */
export function usePageBar() {
  return useCallback((bar: HTMLElement | null) => {
    if (!bar) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(PAGE_BAR_PROPERTY, `${bar.offsetHeight}px`);
    publish();
    // A total that wraps, a price problem shown in the bar, a phone turned: its height changes.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.removeProperty(PAGE_BAR_PROPERTY);
    };
  }, []);
}
