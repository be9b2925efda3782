import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

export interface LeaveGuard {
  /** The address the shopper tried to open, while asked whether to leave. */
  leavingTo: string | null;
  leave: () => void;
  stay: () => void;
}

/** An address of this origin the click would open in this tab, or null (a new tab, a download). */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * SPEC §2: /custom-blend asks before it is left with an unsaved blend. A link that opens
 * another page of the shop (navbar, bottom bar, footer, a link on the page) is held and the
 * shopper asked; closing or reloading the tab gets the browser's own question. Links that
 * stay inside the builder (`isInside`) go through.
 */
export function useLeaveGuard(
  isGuarding: boolean,
  isInside: (path: string) => boolean,
): LeaveGuard {
  const [, navigate] = useLocation();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const isInsideRef = useRef(isInside);
  useEffect(() => {
    isInsideRef.current = isInside;
  });

  useEffect(() => {
    if (!isGuarding) return;
    // Capture, on the document: before React's and react-aria's own click handlers
    // navigate, which would leave nothing to hold.
    const onClick = (event: MouseEvent) => {
      const target = inAppTarget(event);
      if (target === null || isInsideRef.current(new URL(target, window.location.href).pathname)) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(target);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when a return value is set.
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [isGuarding]);

  const leave = useCallback(() => {
    if (leavingTo === null) return;
    setLeavingTo(null);
    navigate(leavingTo);
  }, [leavingTo, navigate]);
  const stay = useCallback(() => setLeavingTo(null), []);

  return { leavingTo, leave, stay };
}
