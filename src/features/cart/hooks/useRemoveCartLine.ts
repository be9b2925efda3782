import { type CartLine, removeCartLine } from '@/api/cart';
import { useInvalidate } from '@/api/serverData';
import { useConfirmFlow } from '@/ui';
import { cartTexts as texts } from '../texts';

/**
 * Removing a line (SPEC §2, §8): 'Kamu yakin?', one request, then how it went. Either way
 * the cart is loaded again, and with it the navbar's count: after a failure the line may
 * still be there or gone already (another tab), and the shopper sees which.
 */
export function useRemoveCartLine({ onRemoved }: { onRemoved: (line: CartLine) => void }) {
  const invalidate = useInvalidate();
  return useConfirmFlow<CartLine, void>({
    send: (line) => removeCartLine(line.alias, { errorDisplay: 'caller' }),
    question: (line) => ({
      title: texts.confirmTitle,
      message: texts.removeQuestion(line.product.name),
      confirmLabel: texts.removeConfirm,
      cancelLabel: texts.cancel,
    }),
    success: (_, line) => ({
      kind: 'success',
      title: texts.successTitle,
      message: texts.removed(line.product.name),
    }),
    failure: (_, line) => ({
      kind: 'error',
      title: texts.failureTitle,
      message: texts.removeFailed(line.product.name),
    }),
    onSuccess: (_, line) => {
      onRemoved(line);
      invalidate('cart');
    },
    onFailure: () => invalidate('cart'),
  });
}
