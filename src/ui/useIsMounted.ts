import { type RefObject, useEffect, useRef } from 'react';

/**
 * Whether the component is still on screen, read when an awaited send comes back: a screen
 * left meanwhile must not set state or open a dialog. True again after a remount (React's
 * strict mode unmounts and mounts once in development).
 */
export function useIsMounted(): RefObject<boolean> {
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);
  return isMounted;
}
