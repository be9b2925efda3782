import { ADDRESSES, addressMutations, addressQueries, type ShipmentAddress } from '@/api/addresses';
import { toApiError } from '@/api/errors';
import { isAnswerLost } from '@/api/isAnswerLost';
import { useInvalidate, useMutation, useServerData } from '@/api/serverData';
import { unknownOutcome, useConfirmFlow } from '@/ui';
import { failureMessage, isMissingAddress } from '../failureMessage';
import { addressListTexts as texts } from '../texts';

export type AddressAction = 'remove' | 'makeDefault';

/** The action the shopper is asked to confirm, on which address. */
export interface PendingAction {
  action: AddressAction;
  address: ShipmentAddress;
}

const asked: Record<AddressAction, { message: string; confirmLabel: string }> = {
  remove: { message: texts.removeConfirmMessage, confirmLabel: texts.removeConfirm },
  makeDefault: { message: texts.defaultConfirmMessage, confirmLabel: texts.defaultConfirm },
};

const succeeded: Record<AddressAction, string> = {
  remove: texts.removedMessage,
  makeDefault: texts.defaultSetMessage,
};

const failed: Record<AddressAction, string> = {
  remove: texts.removeFailed,
  makeDefault: texts.defaultFailed,
};

/**
 * The customer's addresses and the two changes the list makes to them (SPEC §2, §4): ask,
 * run, then tell how it went. Unlike the old product every failure is shown ('Gagal!' and
 * why) and leaves the list as it was, so the shopper can simply try again.
 */
export function useAddressList() {
  const addresses = useServerData(addressQueries.list);
  const invalidate = useInvalidate();
  const remove = useMutation(addressMutations.remove);
  const makeDefault = useMutation(addressMutations.makeDefault);
  const done = (action: AddressAction) => ({
    kind: 'success' as const,
    title: texts.successTitle,
    message: succeeded[action],
  });
  const flow = useConfirmFlow<PendingAction, void>({
    send: async ({ action, address }, { afterLostAnswer }) => {
      try {
        await (action === 'remove' ? remove : makeDefault)(address, { errorDisplay: 'caller' });
      } catch (error) {
        // Removed again after a lost answer: an address the gateway no longer knows was
        // removed by the lost send. (Making one the default twice changes nothing.)
        if (action !== 'remove' || !afterLostAnswer || !isMissingAddress(toApiError(error)))
          throw error;
        invalidate(ADDRESSES);
      }
    },
    question: ({ action }) => ({
      title: texts.confirmTitle,
      ...asked[action],
      cancelLabel: texts.cancel,
    }),
    success: (_, { action }) => done(action),
    failure: (error, { action }) => ({
      kind: 'error',
      title: texts.failureTitle,
      message: failureMessage(failed[action], toApiError(error)),
    }),
    // Removed elsewhere (another tab, another device): show the list as it is now.
    onFailure: (error) => {
      if (isMissingAddress(toApiError(error))) invalidate(ADDRESSES);
    },
    // The answer was lost: 'Coba lagi' sends the same change again.
    lostAnswer: unknownOutcome({ isLost: isAnswerLost, what: texts.lostWhat }),
  });
  return {
    addresses,
    flow,
    ask: (action: AddressAction, address: ShipmentAddress) => flow.start({ action, address }),
  };
}
