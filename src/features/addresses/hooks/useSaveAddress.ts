import { useRef, useState } from 'react';
import { createShipmentAddress, updateShipmentAddress } from '@/api/addresses';
import { toApiError } from '@/api/errors';
import { type AddressFormValues, shipmentAddressInput } from '../addressForm';
import { failureMessage } from '../failureMessage';
import { addressFormTexts as texts } from '../texts';
import type { ActionOutcome } from './useAddressList';

/**
 * Saves the form: a new address, or the one named by `alias`. Whatever happens the form
 * keeps what was typed; the outcome says 'Berhasil!' or 'Gagal!' and why.
 */
export function useSaveAddress(alias: string | undefined) {
  const [isSaving, setIsSaving] = useState(false);
  // A second press in the same tick, before the button shows it is busy, saves nothing twice.
  const inFlight = useRef(false);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [isOutcomeShown, setIsOutcomeShown] = useState(false);

  async function save(values: AddressFormValues) {
    if (inFlight.current) return;
    inFlight.current = true;
    setIsSaving(true);
    try {
      const address = shipmentAddressInput(values);
      if (alias === undefined) await createShipmentAddress(address, { errorDisplay: 'caller' });
      else await updateShipmentAddress({ ...address, alias }, { errorDisplay: 'caller' });
      setOutcome({ kind: 'success', title: texts.savedTitle, message: texts.savedMessage });
    } catch (cause) {
      setOutcome({
        kind: 'error',
        title: texts.saveFailedTitle,
        message: failureMessage(texts.saveFailedPrefix, toApiError(cause)),
      });
    } finally {
      inFlight.current = false;
      setIsSaving(false);
      setIsOutcomeShown(true);
    }
  }

  return {
    save,
    isSaving,
    outcome,
    isOutcomeShown,
    dismissOutcome: () => setIsOutcomeShown(false),
  };
}
