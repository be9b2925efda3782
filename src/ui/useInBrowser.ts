import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while rendering outside the browser (the build's pre-rendering) and while hydrating
 * what it wrote, true after: for a part that needs the browser's DOM to render at all (the
 * HTML sanitizer), which the pre-rendered page shows as a skeleton instead.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
