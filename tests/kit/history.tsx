// An address with a history a shopper can walk with Back and Forward, for the stories of
// what the address carries (wouter's memoryLocation records, but has no Back).
import { type ReactNode, useSyncExternalStore } from 'react';
import { Router } from 'wouter';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

export interface StoryHistory {
  /** wouter's location hooks over this history (HistoryRouter). */
  hook: () => [string, Navigate];
  searchHook: () => string;
  /** The browser's Back and Forward buttons. */
  back: () => void;
  forward: () => void;
  /** Back to one entry, `start`: before each run of the story. */
  reset: () => void;
}

/** A history starting at `start` ('/products'), its entries pushed and replaced as a browser's. */
export function storyHistory(start: string): StoryHistory {
  let entries = [start];
  let at = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => entries[at] ?? start;
  const navigate = (to: string, { replace = false }: { replace?: boolean } = {}) => {
    if (replace) entries[at] = to;
    else {
      entries = [...entries.slice(0, at + 1), to];
      at += 1;
    }
    notify();
  };
  const path = () => current().split('?')[0] ?? '/';
  const search = () => current().split('?')[1] ?? '';
  const move = (by: number) => {
    if (entries[at + by] === undefined) return;
    at += by;
    notify();
  };
  return {
    // As wouter's own memoryLocation builds its hooks.
    hook: () => [useSyncExternalStore(subscribe, path), navigate],
    searchHook: () => useSyncExternalStore(subscribe, search),
    back: () => move(-1),
    forward: () => move(1),
    reset: () => {
      entries = [start];
      at = 0;
    },
  };
}

/** The story's app under `history`: everything in it reads and changes that address. */
export function HistoryRouter({
  history,
  children,
}: {
  history: StoryHistory;
  children: ReactNode;
}) {
  return (
    <Router hook={history.hook} searchHook={history.searchHook}>
      {children}
    </Router>
  );
}
