import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { addCartLines, getCartCount } from '@/api/cart';
import type { Transaction } from '@/api/orders';
import { cartCountAtom } from '@/state/cart';
import { prepareReorder } from '../reorder';

export type ReorderState =
  | { step: 'idle' }
  | { step: 'confirming'; order: Transaction }
  | { step: 'submitting'; order: Transaction }
  | { step: 'added' }
  | { step: 'failed' };

export interface Reorder {
  state: ReorderState;
  /** The order whose lines are being added, so its 'Beli Lagi' can show it is busy. */
  busyAlias: string | null;
  /** 'Beli Lagi' pressed: ask 'Kamu yakin?' first (SPEC §8). */
  ask: (order: Transaction) => void;
  confirm: () => void;
  cancel: () => void;
  /** The success or failure alert was acknowledged. */
  dismiss: () => void;
}

const IDLE: ReorderState = { step: 'idle' };

/**
 * 'Beli Lagi' (SPEC §2, §8): confirm, add the order's lines to the cart, then tell the
 * shopper how it went and refresh the cart count in the navbar. One order at a time.
 */
export function useReorder(): Reorder {
  const [state, setState] = useState<ReorderState>(IDLE);
  const setCartCount = useSetAtom(cartCountAtom);

  const ask = useCallback((order: Transaction) => {
    setState((current) => (current.step === 'idle' ? { step: 'confirming', order } : current));
  }, []);

  const cancel = useCallback(() => {
    setState((current) => (current.step === 'confirming' ? IDLE : current));
  }, []);

  const dismiss = useCallback(() => {
    setState((current) => (current.step === 'added' || current.step === 'failed' ? IDLE : current));
  }, []);

  const submit = useCallback(
    async (order: Transaction) => {
      try {
        const lines = await prepareReorder(order, { errorDisplay: 'caller' });
        await addCartLines(lines, { errorDisplay: 'caller' });
      } catch {
        setState({ step: 'failed' });
        return;
      }
      setState({ step: 'added' });
      // The lines are in the cart whatever the count says; a count that fails to load is
      // refreshed by the next navigation (SPEC §2), so it is not worth a second alert.
      getCartCount({ errorDisplay: 'caller' }).then(setCartCount, () => undefined);
    },
    [setCartCount],
  );

  const confirm = useCallback(() => {
    if (state.step !== 'confirming') return;
    setState({ step: 'submitting', order: state.order });
    void submit(state.order);
  }, [state, submit]);

  const busyAlias = state.step === 'submitting' ? state.order.alias : null;
  return { state, busyAlias, ask, confirm, cancel, dismiss };
}
