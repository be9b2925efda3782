import { type ApiError, ERROR_TEXTS } from './apiError';

// The global error dialog's bus (SPEC §9): the api client publishes a failure no screen words
// itself, and app/GlobalErrors.tsx shows it, one at a time.

export interface GlobalError {
  readonly title: string;
  readonly message: string;
  readonly status: number;
}

export interface GlobalErrorBus {
  /** Shows the error unless one is showing or one was shown less than the window ago. */
  publish(error: ApiError): boolean;
  subscribe(listener: () => void): () => void;
  /** The error the dialog shows now, or null (a useSyncExternalStore snapshot). */
  current(): GlobalError | null;
  /** The shopper closed the dialog. */
  dismiss(): void;
  /** Forgets the dialog and its suppression window, as a new page view does (stories). */
  reset(): void;
}

/** SPEC §9: after one error dialog, others are dropped for 5000 ms. */
export const GLOBAL_ERROR_SUPPRESSION_MS = 5000;

export function createGlobalErrorBus(
  suppressionMs = GLOBAL_ERROR_SUPPRESSION_MS,
  // Read per call, not captured: tests and fake clocks replace Date.now later.
  now: () => number = () => Date.now(),
): GlobalErrorBus {
  const listeners = new Set<() => void>();
  let current: GlobalError | null = null;
  let shownAt = Number.NEGATIVE_INFINITY;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const dismiss = () => {
    if (current === null) return;
    current = null;
    notify();
  };

  return {
    publish(error) {
      // A burst of failing calls (one broken page firing five requests) must end in one
      // dialog, not a stack of five. An error published before the dialog host mounts
      // stays current, so the host shows it when it subscribes.
      if (current !== null || now() - shownAt < suppressionMs) return false;
      current = { title: ERROR_TEXTS.title, message: error.userMessage, status: error.status };
      shownAt = now();
      notify();
      return true;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    current: () => current,
    dismiss,
    reset() {
      shownAt = Number.NEGATIVE_INFINITY;
      dismiss();
    },
  };
}

export const globalErrors = createGlobalErrorBus();

/** The app-wide bus the API client publishes to and the error dialog host listens to. */
export const subscribeGlobalErrors = globalErrors.subscribe;
export const getGlobalError = globalErrors.current;
export const dismissGlobalError = globalErrors.dismiss;
