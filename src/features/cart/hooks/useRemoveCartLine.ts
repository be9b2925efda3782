import { useStore } from 'jotai';
import { CART, type CartLine, cartMutations } from '@/api/cart';
import { toApiError } from '@/api/errors';
import { isAnswerLost } from '@/api/isAnswerLost';
import { useInvalidate, useMutation } from '@/api/serverData';
import { track } from '@/features/analytics/public';
import { unknownOutcome, useConfirmFlow } from '@/ui';
import { forgetQuantities } from '../quantities/cartQuantities';
import { cartTexts as texts } from '../texts';

export interface LineToRemove {
  line: CartLine;
  /** What the shopper calls it: its product, with unit and choices when another line shares it. */
  name: string;
}

/**
 * Removing a line (SPEC §2, §8): 'Kamu yakin?', one request, then how it went. Either way
 * the cart is loaded again, and with it the navbar's count: after a failure the line may
 * still be there or gone already (another tab), and the shopper sees which.
 */
export function useRemoveCartLine() {
  const store = useStore();
  const invalidate = useInvalidate();
  const remove = useMutation(cartMutations.remove);
  return useConfirmFlow<LineToRemove, void>({
    send: async ({ line }, { afterLostAnswer }) => {
      try {
        await remove(line.alias, { errorDisplay: 'caller' });
      } catch (error) {
        // Sent again after a lost answer: a line the gateway no longer knows was removed by
        // the lost send.
        if (!afterLostAnswer || toApiError(error).status !== 404) throw error;
        invalidate(CART);
      }
      track({ name: 'remove_from_cart', items: [{ line }] });
    },
    question: ({ name }) => ({
      title: texts.confirmTitle,
      message: texts.removeQuestion(name),
      confirmLabel: texts.removeConfirm,
      cancelLabel: texts.cancel,
    }),
    success: (_, { name }) => ({
      kind: 'success',
      title: texts.successTitle,
      message: texts.removed(name),
    }),
    failure: (_, { name }) => ({
      kind: 'error',
      title: texts.failureTitle,
      message: texts.removeFailed(name),
    }),
    // At once: a quantity of the line still waiting would fail the next save of the others.
    onSuccess: (_, { line }) => forgetQuantities(store, [line.alias]),
    onFailure: () => invalidate(CART),
    // The answer was lost: 'Coba lagi' removes the line again (see `afterLostAnswer`).
    lostAnswer: unknownOutcome({ isLost: isAnswerLost, what: texts.removeLostWhat }),
  });
}
