import { useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CART, type CartLine, cartMutations, validateCartPrices } from '@/api/cart';
import { unitLabel } from '@/api/catalogue';
import { failureReason } from '@/api/errors';
import { useInvalidate } from '@/api/serverData';
import { useConfirmFlow, useSendOnce } from '@/ui';
import { forgetQuantities, savePendingQuantities } from '../quantities/cartQuantities';
import { cartTexts } from '../texts';

const texts = cartTexts.priceCheck;

/** A line whose price changed since it was put in the cart. */
export interface PriceChange {
  alias: string;
  product: string;
  unit: string;
  previous: number;
  now: number;
}

/** A line whose product can no longer be bought. */
export interface UnavailableLine {
  alias: string;
  product: string;
}

/** What the last price check found, shown on the lines until the next check. */
export interface PriceCheckFindings {
  changed: PriceChange[];
  unavailable: UnavailableLine[];
  /** Whether today's prices were stored in the cart. */
  pricesSaved: boolean;
}

class UnavailableLinesLeft extends Error {
  constructor(readonly left: UnavailableLine[]) {
    super(`${left.length} unavailable lines could not be removed`);
  }
}

/**
 * 'Lanjutkan' (SPEC §4): first the quantities are saved, then the prices checked. A changed
 * price is stored in the cart at today's price and the cart reloaded, with the changed lines
 * marked and 'Terdapat perubahan harga!' saying which; a product no longer sold is marked
 * and can be removed in one press. Otherwise the purchase-type choice opens. One check per
 * press, however often the button is pressed while it runs. `lines` are the lines as shown:
 * the prices the shopper saw before the check.
 */
export function usePriceCheck(lines: readonly CartLine[]) {
  const store = useStore();
  const invalidate = useInvalidate();
  const [problem, setProblem] = useState<string | null>(null);
  const [findings, setFindings] = useState<PriceCheckFindings | null>(null);
  const [isAlertOpen, setAlertOpen] = useState(false);
  const [isChoosing, setChoosing] = useState(false);
  const once = useSendOnce();
  const shownLines = useRef(lines);
  useEffect(() => {
    shownLines.current = lines;
  }, [lines]);

  const checkPrices = useCallback(async () => {
    setProblem(null);
    try {
      if (!(await savePendingQuantities(store))) {
        setProblem(cartTexts.unsavedBeforeContinue);
        return;
      }
      const before = new Map(shownLines.current.map((line) => [line.alias, line]));
      const validated = await validateCartPrices({ errorDisplay: 'caller' });
      const unavailable = validated.filter((line) => line.isUnavailable === true);
      const changed = validated.filter(
        (line) => line.isInActive === true && line.isUnavailable !== true,
      );
      if (unavailable.length === 0 && changed.length === 0) {
        setFindings(null);
        setChoosing(true);
        return;
      }
      let pricesSaved = true;
      if (changed.length > 0) {
        try {
          await cartMutations.update.run(
            changed.map(({ alias, quantity, price }) => ({ alias, quantity, price })),
            { errorDisplay: 'caller' },
          );
        } catch {
          pricesSaved = false;
        }
      }
      invalidate(CART);
      setFindings({
        changed: changed.map((line) => ({
          alias: line.alias,
          product: line.product.name,
          unit: unitLabel(line.uoM),
          previous: before.get(line.alias)?.price ?? line.price,
          now: line.price,
        })),
        unavailable: unavailable.map((line) => ({ alias: line.alias, product: line.product.name })),
        pricesSaved,
      });
      setAlertOpen(true);
    } catch (error) {
      setProblem(`${cartTexts.checkFailed} ${failureReason(error)}`);
    }
  }, [store, invalidate]);
  const check = () => once.send(checkPrices);

  const forgetUnavailable = (removed: ReadonlySet<string>) => {
    forgetQuantities(store, removed);
    setFindings(
      (current) =>
        current && {
          ...current,
          unavailable: current.unavailable.filter((line) => !removed.has(line.alias)),
        },
    );
  };

  const removal = useConfirmFlow<UnavailableLine[], void>({
    send: async (unavailable) => {
      const results = await Promise.allSettled(
        unavailable.map((line) => cartMutations.remove.run(line.alias, { errorDisplay: 'caller' })),
      );
      const left = unavailable.filter((_, index) => results[index]?.status === 'rejected');
      if (left.length > 0) throw new UnavailableLinesLeft(left);
    },
    success: () => ({
      kind: 'success',
      title: cartTexts.successTitle,
      message: texts.removedUnavailable,
    }),
    failure: (error) => ({
      kind: 'error',
      title: cartTexts.failureTitle,
      message: texts.removeUnavailableFailed(
        (error instanceof UnavailableLinesLeft ? error.left : [])
          .map((line) => line.product)
          .join(', '),
      ),
    }),
    onSuccess: (_, unavailable) => {
      forgetUnavailable(new Set(unavailable.map((line) => line.alias)));
      invalidate(CART);
    },
    onFailure: (error, unavailable) => {
      const left = new Set(
        (error instanceof UnavailableLinesLeft ? error.left : unavailable).map(
          (line) => line.alias,
        ),
      );
      forgetUnavailable(
        new Set(unavailable.filter((line) => !left.has(line.alias)).map((line) => line.alias)),
      );
      invalidate(CART);
    },
  });

  return {
    check,
    isChecking: once.isSending,
    /** Why the last press did not get through, to show beside the button. */
    problem,
    findings,
    isAlertOpen,
    closeAlert: () => setAlertOpen(false),
    isChoosing,
    setChoosing,
    removal,
    removeUnavailable: () => {
      if (findings && findings.unavailable.length > 0) removal.start(findings.unavailable);
    },
  };
}
