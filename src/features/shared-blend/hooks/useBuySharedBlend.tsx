import { ApiError, NETWORK_FAILURE_STATUS } from '@/api/errors';
import { isAnswerLost } from '@/api/isAnswerLost';
import { useMutation } from '@/api/serverData';
import { isOffline } from '@/api/serverData/offline/connection';
import { isSharedBlendGone, type SharedBlend, sharedBlendMutations } from '@/api/sharedBlends';
import { track } from '@/features/analytics/public';
import { unknownOutcome, useConfirmFlow } from '@/ui';
import { type BuyValues, purchaseOf, unitsOf } from '../buyForm';
import { sharedBlendTexts } from '../texts';

const texts = sharedBlendTexts.flow;

/** What analytics is told of the purchase: the blend by its address, at the unit's price. */
function boughtItem(blend: SharedBlend, values: BuyValues) {
  const unit = unitsOf(blend, values.packaging).find((u) => u.uoMCode === values.uoMCode);
  const price = unit?.sellPrice ?? 0;
  return { sharedBlend: { slug: blend.slug, price, quantity: values.quantity } };
}

/**
 * 'Beli blend ini' as a customer: confirmed, sent once under the press's Idempotency-Key
 * (the gateway makes the buyer a blend of their own and adds it to their cart), then told.
 * Without a connection nothing is sent and the dialog keeps the choice.
 */
export function useBuySharedBlend(blend: SharedBlend, { onAdded }: { onAdded: () => void }) {
  const buy = useMutation(sharedBlendMutations.addToCart);
  const offline = () => ({
    kind: 'warning' as const,
    title: texts.titles.offline,
    message: texts.offline,
  });
  return useConfirmFlow<BuyValues, void>({
    refuse: () => (isOffline() ? offline() : null),
    question: () => ({
      title: texts.titles.ask,
      message: texts.willAdd(blend.name),
      confirmLabel: texts.answers.confirm,
      cancelLabel: texts.answers.cancel,
    }),
    send: async (values, { idempotencyKey }) => {
      await buy(blend.slug, purchaseOf(values), { errorDisplay: 'caller', idempotencyKey });
    },
    success: () => ({
      kind: 'success',
      title: texts.titles.success,
      message: texts.added(blend.name),
    }),
    failure: (error) => {
      if (error instanceof ApiError && error.status === NETWORK_FAILURE_STATUS) return offline();
      // Taken down while the page was open: nothing was added.
      if (isSharedBlendGone(error)) {
        return { kind: 'error', title: texts.titles.gone, message: texts.gone };
      }
      return {
        kind: 'error',
        title: texts.titles.failure,
        message: texts.notAdded(blend.name),
      };
    },
    onSuccess: (_added, values) => {
      track({ name: 'add_to_cart', items: [boughtItem(blend, values)] });
      onAdded();
    },
    // The answer was lost: 'Coba lagi' sends the same purchase under the same key, and the
    // gateway answers as it did the first time (the blend is added once).
    lostAnswer: unknownOutcome({ isLost: isAnswerLost, what: texts.lostWhat(blend.name) }),
  });
}
