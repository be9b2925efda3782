import { useEffect, useState } from 'react';
import type { ApiError } from '@/api/errors';

/** When a 429 lets the phone ask again, in epoch milliseconds; null when it did not say. */
function waitEndOf(error: ApiError): number | null {
  return error.status === 429 && error.retryAfterSeconds !== null
    ? Date.now() + error.retryAfterSeconds * 1000
    : null;
}

/**
 * A 'Kirim ulang kode' that waits out a 429's Retry-After ('Lupa password?', registering):
 * `waitAfter(error)` starts the wait a failed request says, and `isWaiting` holds until
 * it has passed.
 */
export function useRetryWait() {
  const [waitEnd, setWaitEnd] = useState<number | null>(null);

  useEffect(() => {
    if (waitEnd === null) return undefined;
    const timer = setTimeout(() => setWaitEnd(null), Math.max(0, waitEnd - Date.now()));
    return () => clearTimeout(timer);
  }, [waitEnd]);

  return {
    isWaiting: waitEnd !== null,
    /** Waits as long as `error` says; says whether it said to wait. */
    waitAfter(error: ApiError): boolean {
      const end = waitEndOf(error);
      setWaitEnd(end);
      return end !== null;
    },
  };
}
