import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element's content is taller than the element, so it scrolls. A scrolling box
 * that holds only text must be focusable or keyboard users cannot scroll it.
 */
export function useIsOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [isOverflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    // The box keeps its size when its content grows past max-height, so watch the content too.
    const resizes = new ResizeObserver(measure);
    const observeAll = () => {
      resizes.disconnect();
      resizes.observe(element);
      for (const child of element.children) resizes.observe(child);
      measure();
    };
    const mutations = new MutationObserver(observeAll);
    mutations.observe(element, { childList: true });
    observeAll();
    return () => {
      resizes.disconnect();
      mutations.disconnect();
    };
  }, [ref]);
  return isOverflowing;
}
