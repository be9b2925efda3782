import { useStore } from 'jotai';
import { useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { type CartLine, preloadCartCalls } from '@/api/cart';
import { withQuantity } from '../cartLines';
import { cartQuantitiesIn } from './cartQuantities';

/**
 * The cart's quantities as the shopper sets them, for the cart screen: shown at once (lines
 * and totals), saved to the gateway once the presses settle (one request for a burst, in
 * order), and sent before the page goes away.
 */
export function useCartQuantities(lines: readonly CartLine[] | undefined) {
  const quantities = cartQuantitiesIn(useStore());
  // A layout effect: what a reload kept is shown before the first paint of the lines, so
  // the old quantity never flashes, and a press already compares with these lines.
  useLayoutEffect(() => {
    if (lines) quantities.linesLoaded(lines);
  }, [quantities, lines]);
  // The cart's calls are in before a quantity changes, so a save sent as the page goes away
  // (keepalive) starts at once instead of waiting for a download.
  useEffect(preloadCartCalls, []);
  useEffect(() => quantities.attach(), [quantities]);
  const snapshot = useSyncExternalStore(
    quantities.subscribe,
    quantities.snapshot,
    quantities.snapshot,
  );

  const shownLines = useMemo(
    () =>
      (lines ?? []).map((line) => {
        const draft = snapshot.drafts.get(line.alias);
        return draft === undefined ? line : withQuantity(line, draft);
      }),
    [lines, snapshot.drafts],
  );

  return {
    /** The lines with the quantities the shopper chose, saved or not. */
    lines: shownLines,
    change: quantities.change,
    /** 'Coba lagi' after a failed save. */
    retry: quantities.retry,
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
    repriced: snapshot.repriced,
    /** Lines whose quantity did not save, and why. */
    unsaved: snapshot.failed,
    unsavedError: snapshot.error,
  };
}
