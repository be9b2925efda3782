import { useStore } from 'jotai';
import { isAnswerLost } from '@/api/answerLost';
import { CART, type CartLine, cartMutations, readCartNow } from '@/api/cart';
import { useInvalidate, useMutation } from '@/api/serverData';
import { track } from '@/features/analytics/public';
import { lostAnswerIn, useConfirmFlow } from '@/ui';
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
  const removed = ({ name }: LineToRemove) => ({
    kind: 'success' as const,
    title: texts.successTitle,
    message: texts.removed(name),
  });
  return useConfirmFlow<LineToRemove, void>({
    send: async ({ line }) => {
      await remove(line.alias, { errorDisplay: 'caller' });
      track({ name: 'remove_from_cart', items: [{ line }] });
    },
    question: ({ name }) => ({
      title: texts.confirmTitle,
      message: texts.removeQuestion(name),
      confirmLabel: texts.removeConfirm,
      cancelLabel: texts.cancel,
    }),
    success: (_, input) => removed(input),
    failure: (_, { name }) => ({
      kind: 'error',
      title: texts.failureTitle,
      message: texts.removeFailed(name),
    }),
    // At once: a quantity of the line still waiting would fail the next save of the others.
    onSuccess: (_, { line }) => forgetQuantities(store, [line.alias]),
    onFailure: () => invalidate(CART),
    // The answer was lost: the line is removed if the cart no longer holds it.
    lostAnswer: lostAnswerIn<LineToRemove>({
      isLost: isAnswerLost,
      what: texts.removeLostWhat,
      look: async (input) => {
        const now = await readCartNow({ errorDisplay: 'caller' });
        if (now.some((line) => line.alias === input.line.alias)) return null;
        forgetQuantities(store, [input.line.alias]);
        invalidate(CART);
        return removed(input);
      },
    }),
  });
}
