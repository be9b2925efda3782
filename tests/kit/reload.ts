/**
 * A reload of the tab, as far as a story goes: the preview's providers (.storybook/decorators.tsx)
 * start again at the story's address with a new router and Jotai store, so nothing the page held
 * in memory (its reads included) survives; the tab's storage, the cookies and the gateway stay
 * as they were.
 */
const reloads = new EventTarget();

export function reloadTheTab(): void {
  reloads.dispatchEvent(new Event('reload'));
}

/** For the preview's providers: called on each reloadTheTab; returns the unsubscribe. */
export function onTabReload(listener: () => void): () => void {
  reloads.addEventListener('reload', listener);
  return () => reloads.removeEventListener('reload', listener);
}
