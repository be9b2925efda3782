import { useStore } from 'jotai';
import { isAnswerLost } from '@/api/answerLost';
import {
  CART,
  type CartLine,
  cartGrewSince,
  cartMutations,
  linesToBuyAgain,
  readCartNow,
} from '@/api/cart';
import type { Transaction } from '@/api/orders';
import { useInvalidate, useMutation } from '@/api/serverData';
import { track } from '@/features/analytics/public';
import { type ConfirmFlow, lostAnswerIn, useConfirmFlow } from '@/ui';
import { orderTexts as t } from '../texts';

/**
 * 'Beli Lagi' (SPEC §2, §8): confirm, add the order's lines to the cart, then tell the
 * shopper how it went; the cart (and its count in the navbar) is refreshed. One order at a
 * time.
 */
export function useReorder(): ConfirmFlow<Transaction> {
  const store = useStore();
  const invalidate = useInvalidate();
  const addToCart = useMutation(cartMutations.add);
  const added = () => ({
    kind: 'success' as const,
    title: t.buyAgainSuccessTitle,
    message: t.buyAgainSuccessMessage,
  });
  return useConfirmFlow<Transaction, void>({
    send: async (order, { idempotencyKey }) => {
      const lines = await linesToBuyAgain(order.details, store);
      await addToCart(lines, { errorDisplay: 'caller', idempotencyKey });
      track({
        name: 'add_to_cart',
        items: lines.map(({ product, price, quantity }) => ({
          line: {
            product: { code: product.code, name: product.name ?? product.code },
            price,
            quantity,
          },
        })),
      });
    },
    question: () => ({
      title: t.buyAgainConfirmTitle,
      message: t.buyAgainConfirmMessage,
      confirmLabel: t.buyAgainConfirm,
      cancelLabel: t.buyAgainCancel,
    }),
    success: added,
    failure: () => ({
      kind: 'error',
      title: t.buyAgainFailureTitle,
      message: t.buyAgainFailureMessage,
    }),
    // The answer was lost: the lines are in the cart if the cart grew meanwhile.
    lostAnswer: lostAnswerIn({
      isLost: isAnswerLost,
      what: t.buyAgainLostWhat,
      before: () => readCartNow({ errorDisplay: 'caller' }),
      look: async (_, before) => {
        if (before === null) return null;
        if (!cartGrewSince(before as CartLine[], await readCartNow({ errorDisplay: 'caller' })))
          return null;
        invalidate(CART);
        return added();
      },
    }),
  });
}
