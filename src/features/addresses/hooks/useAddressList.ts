import {
  ADDRESSES,
  addressMutations,
  addressQueries,
  readAddressesNow,
  type ShipmentAddress,
} from '@/api/addresses';
import { isAnswerLost } from '@/api/answerLost';
import { toApiError } from '@/api/errors';
import { useInvalidate, useMutation, useServerData } from '@/api/serverData';
import { lostAnswerIn, useConfirmFlow } from '@/ui';
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
    send: ({ action, address }) =>
      (action === 'remove' ? remove : makeDefault)(address, { errorDisplay: 'caller' }),
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
    // The answer was lost: done if the book shows it (the address gone, or the default).
    lostAnswer: lostAnswerIn<PendingAction>({
      isLost: isAnswerLost,
      what: texts.lostWhat,
      look: async ({ action, address }) => {
        const now = await readAddressesNow({ errorDisplay: 'caller' });
        const stored = now.find((a) => a.alias === address.alias);
        const carriedOut = action === 'remove' ? !stored : stored?.isDefault === true;
        if (!carriedOut) return null;
        invalidate(ADDRESSES);
        return done(action);
      },
    }),
  });
  return {
    addresses,
    flow,
    ask: (action: AddressAction, address: ShipmentAddress) => flow.start({ action, address }),
  };
}
