import { toApiError } from '@/api/errors';
import { useInvalidate } from '@/api/serverData';
import { useConfirmFlow } from '@/ui';
import type { AddressFormValues } from '../addressForm';
import { failureMessage } from '../failureMessage';
import { addressFormTexts as texts } from '../texts';

/**
 * Saves the form: a new address, or the one named by `alias`. Whatever happens the form
 * keeps what was typed; the outcome says 'Berhasil!' or 'Gagal!' and why, and after a
 * success its 'Okay!' goes on to `onSaved` (the page the shopper came from).
 */
export function useSaveAddress(alias: string | undefined, onSaved: () => void) {
  const invalidate = useInvalidate();
  return useConfirmFlow<AddressFormValues, void>({
    send: async (values) => {
      // Loaded when sent: the form renders without the api layer.
      const [{ createShipmentAddress, updateShipmentAddress }, { shipmentAddressInput }] =
        await Promise.all([import('@/api/addresses'), import('../addressForm')]);
      const address = shipmentAddressInput(values);
      if (alias === undefined) await createShipmentAddress(address, { errorDisplay: 'caller' });
      else await updateShipmentAddress({ ...address, alias }, { errorDisplay: 'caller' });
    },
    success: () => ({ kind: 'success', title: texts.savedTitle, message: texts.savedMessage }),
    failure: (error) => ({
      kind: 'error',
      title: texts.saveFailedTitle,
      message: failureMessage(texts.saveFailedPrefix, toApiError(error)),
    }),
    onSuccess: () => invalidate('addresses'),
    onAcknowledged: onSaved,
  });
}
