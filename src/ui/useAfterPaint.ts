import { useEffect, useState } from 'react';

/** A tab nobody sees paints no frames: the part then shows after this wait instead. */
const HIDDEN_TAB_WAIT_MS = 100;

/**
 * False in the render that mounts the caller, true from the task after that render's frame is
 * painted (never, while `isWanted` is false): a heavy part (a dialog's form) renders after
 * its frame is on screen, so a press is answered at once and the part's render is a task of
 * its own (issue 37, the first press).
 */
export function useAfterPaint(isWanted = true): boolean {
  const [isPainted, setPainted] = useState(false);
  useEffect(() => {
    if (isPainted || !isWanted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => setPainted(true);
    // The frame's callbacks run before it is painted; a task queued from them runs after.
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      timer = setTimeout(show, 0);
    });
    timer = setTimeout(show, HIDDEN_TAB_WAIT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [isPainted, isWanted]);
  return isPainted;
}
