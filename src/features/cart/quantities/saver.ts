/** A line's new quantity, as the cart sends it. */
export interface QuantityChange {
  alias: string;
  quantity: number;
}

export interface SaveOptions {
  /** The page is going away: the request must outlive it (fetch keepalive). */
  keepalive: boolean;
}

export interface QuantitySaverSnapshot {
  /** Quantities shown but not yet saved (waiting, on their way, or failed), by line alias. */
  drafts: ReadonlyMap<string, number>;
  isSaving: boolean;
  /** What the save under way carries, by line alias: the gateway may hold it already. */
  sending: ReadonlyMap<string, number>;
  /** The lines of the last save that failed, while they are still unsaved. */
  failed: ReadonlySet<string>;
  /** Why that save failed. */
  error: unknown;
  /** Something was saved and nothing waits since: the shopper may be told it is stored. */
  isSaved: boolean;
}

export interface QuantitySaverOptions {
  /** Stores the quantities; resolves once the cart data shows them. */
  save: (changes: QuantityChange[], options: SaveOptions) => Promise<void>;
  /** The quantity the gateway holds now, so a change undone before it is sent sends nothing. */
  savedQuantity: (alias: string) => number | undefined;
  /** How long the quantities must stay unchanged before they are sent. */
  delayMs?: number;
}

export interface QuantitySaver {
  /** The shopper set a line's quantity: shown at once, saved once the changes settle. */
  change: (alias: string, quantity: number) => void;
  /**
   * Sends what waits now (leaving the page, 'Lanjutkan', 'Coba lagi'), after any save under
   * way. True when nothing is left unsaved.
   */
  flush: (options?: Partial<SaveOptions>) => Promise<boolean>;
  /** The line is gone: nothing of it is to be saved. */
  forget: (alias: string) => void;
  subscribe: (listener: () => void) => () => void;
  snapshot: () => QuantitySaverSnapshot;
  /** Stops the timer (the flush on leaving has been sent). */
  dispose: () => void;
}

/** Long enough for a run of presses or a typed '12' to end as one change. */
export const SAVE_DELAY_MS = 500;

const NOTHING_FAILED: ReadonlySet<string> = new Set();

/**
 * Saves a cart's quantities the way a shopper changes them: in bursts. Each change is shown
 * at once and the cart is sent once the presses and keystrokes settle, so ten quick presses
 * are one request (two if the first was already on its way). Saves go one at a time, in
 * order, so an older quantity never lands after a newer one. A failed save keeps every
 * quantity as typed and says which lines it concerns; it is tried again on 'Coba lagi'
 * (flush) or with the next change, never silently undone.
 */
export function createQuantitySaver({
  save,
  savedQuantity,
  delayMs = SAVE_DELAY_MS,
}: QuantitySaverOptions): QuantitySaver {
  const drafts = new Map<string, number>();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<boolean> | null = null;
  let sending: ReadonlyMap<string, number> = new Map();
  let failed: ReadonlySet<string> = NOTHING_FAILED;
  let error: unknown = null;
  let hasSaved = false;
  let current: QuantitySaverSnapshot = {
    drafts: new Map(),
    isSaving: false,
    sending,
    failed,
    error,
    isSaved: false,
  };

  const publish = () => {
    current = {
      drafts: new Map(drafts),
      isSaving: inFlight !== null,
      sending,
      failed,
      error,
      isSaved: hasSaved && drafts.size === 0 && inFlight === null,
    };
    for (const listener of listeners) listener();
  };

  const stopTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  /** The drafts that differ from what the gateway holds; the others are dropped. */
  const pendingChanges = (): QuantityChange[] => {
    const changes: QuantityChange[] = [];
    for (const [alias, quantity] of drafts) {
      if (quantity === savedQuantity(alias)) drafts.delete(alias);
      else changes.push({ alias, quantity });
    }
    return changes;
  };

  const send = (changes: QuantityChange[], options: SaveOptions): Promise<boolean> => {
    const saving = (async () => {
      try {
        await save(changes, options);
        hasSaved = true;
        for (const { alias, quantity } of changes) {
          // Changed again while on its way: that newer quantity still waits to be sent.
          if (drafts.get(alias) === quantity) drafts.delete(alias);
        }
        if ([...failed].every((alias) => !drafts.has(alias))) {
          failed = NOTHING_FAILED;
          error = null;
        }
        return true;
      } catch (cause) {
        failed = new Set(changes.map((change) => change.alias));
        error = cause;
        return false;
      } finally {
        inFlight = null;
        sending = new Map();
        publish();
      }
    })();
    inFlight = saving;
    sending = new Map(changes.map(({ alias, quantity }) => [alias, quantity]));
    publish();
    return saving;
  };

  const flush = async (options: Partial<SaveOptions> = {}): Promise<boolean> => {
    stopTimer();
    const how = { keepalive: options.keepalive ?? false };
    for (;;) {
      if (inFlight && !how.keepalive) {
        await inFlight;
        continue;
      }
      const changes = pendingChanges();
      if (changes.length === 0) {
        publish();
        return true;
      }
      if (inFlight) {
        // The page is going away and cannot wait for the save under way: everything still
        // unsaved goes now (what that save carries again, which changes nothing).
        void save(changes, how).catch(() => undefined);
        return false;
      }
      if (!(await send(changes, how))) return false;
    }
  };

  return {
    change(alias, quantity) {
      drafts.set(alias, quantity);
      stopTimer();
      timer = setTimeout(() => {
        timer = null;
        void flush();
      }, delayMs);
      publish();
    },
    flush,
    forget(alias) {
      drafts.delete(alias);
      if (failed.has(alias)) {
        const rest = new Set(failed);
        rest.delete(alias);
        failed = rest.size > 0 ? rest : NOTHING_FAILED;
      }
      publish();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    snapshot: () => current,
    dispose: stopTimer,
  };
}
