import { addressMutations } from '@/api/addresses';
import { toApiError } from '@/api/errors';
import { isAnswerLost } from '@/api/isAnswerLost';
import { useMutation } from '@/api/serverData';
import { unknownOutcome, useConfirmFlow } from '@/ui';
import type { AddressFormValues } from '../addressForm';
import { failureMessage } from '../failureMessage';
import { addressFormTexts as texts } from '../texts';

/**
 * Saves the form: a new address, or the one named by `alias`. Whatever happens the form
 * keeps what was typed; the outcome says 'Berhasil!' or 'Gagal!' and why, and after a
 * success its 'Okay!' goes on to `onSaved` (the page the shopper came from).
 */
export function useSaveAddress(alias: string | undefined, onSaved: () => void) {
  const create = useMutation(addressMutations.create);
  const update = useMutation(addressMutations.update);
  return useConfirmFlow<AddressFormValues, void>({
    send: async (values, { idempotencyKey }) => {
      // The form's rules (zod) load with its first check; by the time it is sent they are in.
      const { shipmentAddressInput } = await import('../addressForm');
      const address = shipmentAddressInput(values);
      // A new address carries its press's key: 'Coba lagi' after a lost answer saves it once.
      if (alias === undefined) await create(address, { errorDisplay: 'caller', idempotencyKey });
      else await update({ ...address, alias }, { errorDisplay: 'caller' });
    },
    success: () => ({ kind: 'success', title: texts.savedTitle, message: texts.savedMessage }),
    failure: (error) => ({
      kind: 'error',
      title: texts.saveFailedTitle,
      message: failureMessage(texts.saveFailedPrefix, toApiError(error)),
    }),
    onAcknowledged: onSaved,
    // The answer was lost: 'Coba lagi' sends a new address again under its key (the gateway
    // answers the address the lost send stored), an edit again (the same values twice change
    // nothing).
    lostAnswer: unknownOutcome({ isLost: isAnswerLost, what: texts.saveLostWhat }),
  });
}
