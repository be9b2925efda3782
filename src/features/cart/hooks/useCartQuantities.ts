import { useStore } from 'jotai';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { type CartLine, cartMutations, cartQueries, preloadCartCalls } from '@/api/cart';
import { fetchServerData, setServerData } from '@/api/serverData';
import { withQuantity } from '../cartLines';
import { createQuantitySaver, type QuantityChange, type SaveOptions } from '../quantitySaver';
import {
  forgetUnsavedQuantities,
  keepUnsavedQuantities,
  takeUnsavedQuantities,
} from '../unsavedQuantities';

/** The cart with the saved answer of a quantity save in place of the lines it changed. */
function mergeSaved(lines: readonly CartLine[], saved: readonly CartLine[]): CartLine[] {
  const byAlias = new Map(saved.map((line) => [line.alias, line]));
  return lines.map((line) => byAlias.get(line.alias) ?? line);
}

/**
 * The quantities of the cart's lines as the shopper sets them: shown at once (lines and
 * totals), saved to the gateway once the presses settle (see createQuantitySaver), and sent
 * before the page goes away: when the cart screen is left, and when the tab is hidden or
 * closed (a keepalive request, so a reload shows what was typed).
 */
export function useCartQuantities(lines: readonly CartLine[] | undefined) {
  const store = useStore();
  // What the gateway holds: the lines as last loaded or saved. Read by the saver between
  // renders, and updated by a save's answer before it is shown.
  const savedLines = useRef<readonly CartLine[]>(lines ?? []);
  // A layout effect: the resumption below, and any press, must already see these lines.
  useLayoutEffect(() => {
    if (lines) savedLines.current = lines;
  }, [lines]);

  // Lines the gateway priced anew while saving a quantity (it prices lines itself), with the
  // price the shopper saw before: shown as changed rather than changed without a word.
  const [repriced, setRepriced] = useState<ReadonlyMap<string, number>>(new Map());
  const [saver] = useState(() =>
    createQuantitySaver({
      savedQuantity: (alias) => savedLines.current.find((line) => line.alias === alias)?.quantity,
      save: async (changes: QuantityChange[], { keepalive }: SaveOptions) => {
        const body = changes.flatMap(({ alias, quantity }) => {
          const line = savedLines.current.find((candidate) => candidate.alias === alias);
          return line ? [{ alias, quantity, price: line.price }] : [];
        });
        if (body.length === 0) return;
        const saved = await cartMutations.update.run(body, { errorDisplay: 'caller', keepalive });
        const before = new Map(savedLines.current.map((line) => [line.alias, line.price]));
        const newlyPriced = saved.filter((line) => {
          const previous = before.get(line.alias);
          return previous !== undefined && previous !== line.price;
        });
        if (newlyPriced.length > 0) {
          setRepriced((current) => {
            const next = new Map(current);
            for (const line of newlyPriced) {
              next.set(line.alias, current.get(line.alias) ?? before.get(line.alias) ?? line.price);
            }
            return next;
          });
        }
        const cached = await fetchServerData(store, cartQueries.lines, Number.POSITIVE_INFINITY);
        const merged = mergeSaved(cached, saved);
        savedLines.current = merged;
        setServerData(store, cartQueries.lines.key, merged);
      },
    }),
  );
  // The cart's calls are in before a quantity changes, so a save sent as the page goes away
  // (keepalive) starts at once instead of waiting for a download.
  useEffect(preloadCartCalls, []);
  const snapshot = useSyncExternalStore(saver.subscribe, saver.snapshot, saver.snapshot);

  // Quantities typed just before a reload come back once the cart is loaded, and are saved;
  // before the first paint of the lines, so the old quantity never flashes.
  const resumed = useRef(false);
  useLayoutEffect(() => {
    if (!lines || resumed.current) return;
    resumed.current = true;
    const kept = takeUnsavedQuantities();
    let resumes = false;
    for (const line of lines) {
      const quantity = kept.get(line.alias);
      if (quantity !== undefined && quantity !== line.quantity) {
        saver.change(line.alias, quantity);
        resumes = true;
      }
    }
    if (resumes) void saver.flush();
  }, [lines, saver]);

  useEffect(() => {
    const leave = () => {
      keepUnsavedQuantities(saver.snapshot().drafts);
      void saver.flush({ keepalive: true });
    };
    // Back from the back/forward cache: this page goes on with its own drafts.
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) forgetUnsavedQuantities();
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
  }, [saver]);

  const shownLines = useMemo(
    () =>
      (lines ?? []).map((line) => {
        const draft = snapshot.drafts.get(line.alias);
        return draft === undefined ? line : withQuantity(line, draft);
      }),
    [lines, snapshot.drafts],
  );

  const change = useCallback(
    (alias: string, quantity: number) => saver.change(alias, quantity),
    [saver],
  );
  const retry = useCallback(() => saver.flush(), [saver]);

  return {
    /** The lines with the quantities the shopper chose, saved or not. */
    lines: shownLines,
    change,
    /** Sends what waits now; true when everything is saved. */
    flush: saver.flush,
    retry,
    forget: saver.forget,
    isSaving: snapshot.isSaving,
    /** What the shopper is told of the saving: under way, done, or nothing (a failure says itself). */
    saveStatus:
      snapshot.failed.size > 0
        ? null
        : snapshot.drafts.size > 0
          ? ('saving' as const)
          : snapshot.isSaved
            ? ('saved' as const)
            : null,
    /** Lines the gateway priced anew on saving, with the price shown before. */
    repriced,
    /** Lines whose quantity did not save, and why. */
    unsaved: snapshot.failed,
    unsavedError: snapshot.error,
  };
}
