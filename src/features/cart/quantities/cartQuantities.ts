import { type CartLine, cartMutations, cartQueries } from '@/api/cart';
import { fetchServerData, type Store, setServerData } from '@/api/serverData';
import {
  forgetKeptQuantities,
  type KeptQuantity,
  keepQuantities,
  takeKeptQuantities,
} from './kept';
import { createQuantitySaver, type QuantitySaverSnapshot } from './saver';

interface CartQuantitiesSnapshot extends QuantitySaverSnapshot {
  /** Lines the gateway priced anew on saving, with the price shown before. */
  repriced: ReadonlyMap<string, number>;
}

/** The cart with the saved answer of a quantity save in place of the lines it changed. */
function mergeSaved(lines: readonly CartLine[], saved: readonly CartLine[]): CartLine[] {
  const byAlias = new Map(saved.map((line) => [line.alias, line]));
  return lines.map((line) => byAlias.get(line.alias) ?? line);
}

/**
 * The quantities of one cart (one per Jotai store, so each story and test has its own): the
 * quantity saver fed with what the gateway holds, the marks of lines it priced anew, what is
 * kept across a reload, and the page's exits. The cart screen shows it through
 * useCartQuantities; the price check and the removals reach the same state by the store.
 */
function createCartQuantities(store: Store) {
  // What the gateway holds: the lines as last loaded or saved. Updated by a save's answer
  // before it is shown, so the saver never compares with a quantity already replaced.
  let savedLines: readonly CartLine[] = [];
  const savedLine = (alias: string) => savedLines.find((line) => line.alias === alias);
  let hasLoaded = false;
  // Lines the gateway priced anew while saving a quantity (it prices lines itself), with the
  // price the shopper saw before: shown as changed rather than changed without a word.
  let repriced: ReadonlyMap<string, number> = new Map();

  const markRepriced = (saved: readonly CartLine[], before: ReadonlyMap<string, number>) => {
    const next = new Map(repriced);
    for (const line of saved) {
      const previous = before.get(line.alias);
      if (previous === undefined || previous === line.price) continue;
      next.set(line.alias, repriced.get(line.alias) ?? previous);
    }
    if (next.size === repriced.size) return;
    repriced = next;
    publish();
  };

  const saver = createQuantitySaver({
    savedQuantity: (alias) => savedLine(alias)?.quantity,
    save: async (changes, { keepalive }) => {
      const body = changes.flatMap(({ alias, quantity }) => {
        const line = savedLine(alias);
        return line ? [{ alias, quantity, price: line.price }] : [];
      });
      if (body.length === 0) return;
      const saved = await cartMutations.update.run(body, { errorDisplay: 'caller', keepalive });
      markRepriced(saved, new Map(savedLines.map((line) => [line.alias, line.price])));
      const cached = await fetchServerData(store, cartQueries.lines, Number.POSITIVE_INFINITY);
      savedLines = mergeSaved(cached, saved);
      setServerData(store, cartQueries.lines.key, savedLines);
    },
  });

  const listeners = new Set<() => void>();
  let current: CartQuantitiesSnapshot = { ...saver.snapshot(), repriced };
  function publish() {
    current = { ...saver.snapshot(), repriced };
    for (const listener of listeners) listener();
  }
  saver.subscribe(publish);

  const forget = (aliases: Iterable<string>) => {
    for (const alias of aliases) saver.forget(alias);
  };

  /** What is unsaved as the page goes away, each with what the gateway held when typed. */
  const unsavedToKeep = () => {
    const { drafts, sending } = saver.snapshot();
    const kept = new Map<string, KeptQuantity>();
    for (const [alias, quantity] of drafts) {
      const base = savedLine(alias)?.quantity;
      if (base !== undefined) kept.set(alias, { quantity, base, sending: sending.get(alias) });
    }
    return kept;
  };

  /**
   * Quantities typed just before a reload come back with the cart's first lines, and are
   * saved, unless the line changed on the gateway since they were typed (another tab or
   * device): then the newer quantity stands. Lines no longer in the cart (removed in another
   * tab) are not saved any more.
   */
  const linesLoaded = (lines: readonly CartLine[]) => {
    savedLines = lines;
    const aliases = new Set(lines.map((line) => line.alias));
    const snapshot = saver.snapshot();
    forget([...snapshot.drafts.keys(), ...snapshot.failed].filter((alias) => !aliases.has(alias)));
    if (hasLoaded) return;
    hasLoaded = true;
    const kept = takeKeptQuantities();
    let resumes = false;
    for (const line of lines) {
      const typed = kept.get(line.alias);
      if (!typed || typed.quantity === line.quantity) continue;
      // Only this page changed the line since (its own save may have arrived): nobody's newer
      // quantity is overwritten.
      const untouched = line.quantity === typed.base || line.quantity === typed.sending;
      if (!untouched) continue;
      saver.change(line.alias, typed.quantity);
      resumes = true;
    }
    if (resumes) void saver.flush();
  };

  /**
   * While the cart screen shows the quantities: what is unsaved is sent as the page goes
   * away (hidden, closed or reloaded: a keepalive request, and kept in the tab so a reload
   * shows it), when the screen is left, and when the connection comes back after a failure.
   */
  const attach = () => {
    // The marks of a visit are that visit's: the next one starts from the prices it loads.
    if (repriced.size > 0) {
      repriced = new Map();
      publish();
    }
    const leave = () => {
      keepQuantities(unsavedToKeep());
      void saver.flush({ keepalive: true });
    };
    // Back from the back/forward cache: this page goes on with its own drafts.
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) forgetKeptQuantities();
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') void saver.flush({ keepalive: true });
    };
    // Back online after a failed save: what waits is sent without another press.
    const online = () => {
      if (saver.snapshot().failed.size > 0) void saver.flush();
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('online', online);
      // The screen is left (another page of the shop): what is unsaved goes now.
      void saver.flush();
    };
  };

  return {
    change: saver.change,
    flush: saver.flush,
    retry: () => void saver.flush(),
    forget,
    linesLoaded,
    attach,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    snapshot: () => current,
  };
}

type CartQuantities = ReturnType<typeof createCartQuantities>;

const perStore = new WeakMap<Store, CartQuantities>();

/** The quantities of the store's cart, made on first use. */
export function cartQuantitiesIn(store: Store): CartQuantities {
  let quantities = perStore.get(store);
  if (!quantities) {
    quantities = createCartQuantities(store);
    perStore.set(store, quantities);
  }
  return quantities;
}

/**
 * Sends at once what the shopper changed and is not saved yet, after any save under way
 * ('Lanjutkan' checks prices only after it). False when some of it did not save.
 */
export function savePendingQuantities(store: Store): Promise<boolean> {
  return cartQuantitiesIn(store).flush();
}

/** The lines were removed: nothing of them is to be saved any more. */
export function forgetQuantities(store: Store, aliases: Iterable<string>): void {
  cartQuantitiesIn(store).forget(aliases);
}
