import { useState } from 'react';
import {
  listShipmentAddresses,
  removeShipmentAddress,
  type ShipmentAddress,
  setDefaultShipmentAddress,
} from '@/api/addresses';
import { toApiError } from '@/api/errors';
import { useResource } from '@/api/useResource';
import { failureMessage, isMissingAddress } from '../failureMessage';
import { addressListTexts as texts } from '../texts';

export type AddressAction = 'remove' | 'makeDefault';

/** The action the shopper is asked to confirm, on which address. */
export interface PendingAction {
  action: AddressAction;
  address: ShipmentAddress;
}

/** How the confirmed action went, for the 'Berhasil!' or 'Gagal!' alert. */
export interface ActionOutcome {
  kind: 'success' | 'error';
  title: string;
  message: string;
}

const run: Record<AddressAction, (address: ShipmentAddress) => Promise<void>> = {
  remove: (address) => removeShipmentAddress(address, { errorDisplay: 'caller' }),
  makeDefault: (address) => setDefaultShipmentAddress(address, { errorDisplay: 'caller' }),
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
  const addresses = useResource('shipment-addresses', (signal) =>
    listShipmentAddresses({ signal, errorDisplay: 'caller' }),
  );
  // The last action asked about and the last outcome stay set after their dialogs close, so
  // a dialog keeps its words while it animates out.
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const [isRunning, setIsRunning] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [isOutcomeShown, setIsOutcomeShown] = useState(false);

  async function confirm() {
    if (pending === null || !isAsking || isRunning) return;
    const { action, address } = pending;
    setIsRunning(true);
    try {
      await run[action](address);
      setOutcome({ kind: 'success', title: texts.successTitle, message: succeeded[action] });
      setIsOutcomeShown(true);
      addresses.reload();
    } catch (cause) {
      const error = toApiError(cause);
      setOutcome({
        kind: 'error',
        title: texts.failureTitle,
        message: failureMessage(failed[action], error),
      });
      setIsOutcomeShown(true);
      // Removed elsewhere (another tab, another device): show the list as it is now.
      if (isMissingAddress(error)) addresses.reload();
    } finally {
      setIsRunning(false);
      setIsAsking(false);
    }
  }

  return {
    addresses,
    pending,
    isAsking,
    isRunning,
    outcome,
    isOutcomeShown,
    ask: (action: AddressAction, address: ShipmentAddress) => {
      setPending({ action, address });
      setIsAsking(true);
    },
    cancel: () => {
      if (!isRunning) setIsAsking(false);
    },
    confirm,
    dismissOutcome: () => setIsOutcomeShown(false),
  };
}
