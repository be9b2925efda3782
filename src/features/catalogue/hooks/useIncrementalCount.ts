import { useEffect, useRef, useState } from 'react';

export interface IncrementalOptions {
  /** How many items to show at first and to add each time the end comes near. */
  step: number;
  /** Start again from the first step when this changes (another tab, search or sort). */
  resetKey: string;
  /** How far below the viewport the end may be when more are added. */
  rootMargin?: string;
}

/**
 * Renders a long list a step at a time: a sentinel after the last shown item asks for the
 * next step once it comes within `rootMargin` of the viewport. The observer is renewed
 * after every step, so a sentinel still in view (a tall screen) asks again at once.
 */
export function useIncrementalCount(
  total: number,
  { step, resetKey, rootMargin = '800px 0px' }: IncrementalOptions,
) {
  const [state, setState] = useState({ resetKey, count: step });
  const count = state.resetKey === resetKey ? Math.min(state.count, total) : Math.min(step, total);
  const sentinel = useRef<HTMLDivElement>(null);
  const hasMore = count < total;

  useEffect(() => {
    const target = sentinel.current;
    if (!hasMore || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setState({ resetKey, count: count + step });
        }
      },
      { rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [count, hasMore, resetKey, rootMargin, step]);

  const showMore = () => setState({ resetKey, count: count + step });
  return { count, hasMore, sentinel, showMore };
}
