import {
  ADDRESSES,
  addressMutations,
  readAddressesNow,
  type ShipmentAddress,
} from '@/api/addresses';
import { isAnswerLost } from '@/api/answerLost';
import { toApiError } from '@/api/errors';
import { useInvalidate, useMutation } from '@/api/serverData';
import { lostAnswerIn, useConfirmFlow } from '@/ui';
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
  const invalidate = useInvalidate();
  const saved = () => ({
    kind: 'success' as const,
    title: texts.savedTitle,
    message: texts.savedMessage,
  });
  return useConfirmFlow<AddressFormValues, void>({
    send: async (values, { idempotencyKey }) => {
      // The form's rules (zod) load with its first check; by the time it is sent they are in.
      const { shipmentAddressInput } = await import('../addressForm');
      const address = shipmentAddressInput(values);
      // A new address carries its press's key: 'Coba lagi' after a lost answer saves it once.
      if (alias === undefined) await create(address, { errorDisplay: 'caller', idempotencyKey });
      else await update({ ...address, alias }, { errorDisplay: 'caller' });
    },
    success: saved,
    failure: (error) => ({
      kind: 'error',
      title: texts.saveFailedTitle,
      message: failureMessage(texts.saveFailedPrefix, toApiError(error)),
    }),
    onAcknowledged: onSaved,
    // The answer was lost: a new address is saved if one appeared in the book meanwhile (an
    // edit is sent again under its key: storing the same values twice changes nothing).
    lostAnswer: lostAnswerIn<AddressFormValues>({
      isLost: isAnswerLost,
      what: texts.saveLostWhat,
      before: () => readAddressesNow({ errorDisplay: 'caller' }),
      look: async (_, before) => {
        if (alias !== undefined || before === null) return null;
        const known = new Set((before as ShipmentAddress[]).map((a) => a.alias));
        const now = await readAddressesNow({ errorDisplay: 'caller' });
        if (!now.some((a) => !known.has(a.alias))) return null;
        invalidate(ADDRESSES);
        return saved();
      },
      onFoundAcknowledged: onSaved,
    }),
  });
}
