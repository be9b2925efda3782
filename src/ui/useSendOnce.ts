import { useCallback, useRef, useState } from 'react';
import { useIsMounted } from './useIsMounted';

export interface SendOnce {
  /** A request is under way: the button that sends it shows busy. */
  isSending: boolean;
  /**
   * Runs `request` unless one is under way, and resolves with its answer (undefined for a
   * press that was ignored). Its rejection is the caller's.
   */
  send: <Answer>(request: () => Promise<Answer>) => Promise<Answer | undefined>;
}

/**
 * One request per press, however often the button is pressed: a second press can arrive
 * before the re-render that disables the button (a double click, a double tap), so the guard
 * is read synchronously, not from state.
 */
export function useSendOnce(): SendOnce {
  const underWay = useRef(false);
  const [isSending, setSending] = useState(false);
  const isMounted = useIsMounted();

  const send = useCallback(async <Answer>(request: () => Promise<Answer>) => {
    if (underWay.current) return undefined;
    underWay.current = true;
    setSending(true);
    try {
      return await request();
    } finally {
      underWay.current = false;
      if (isMounted.current) setSending(false);
    }
  }, []);

  return { isSending, send };
}
