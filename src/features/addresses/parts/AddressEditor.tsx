import { useLocation } from 'wouter';
import { ConfirmFlowDialogs } from '@/ui';
import type { AddressFormInput } from '../addressForm';
import { useSaveAddress } from '../hooks/useSaveAddress';
import { AddressForm } from './AddressForm';

export interface AddressEditorProps {
  /** The address being edited; a new one when missing. */
  alias?: string | undefined;
  defaultValues: AddressFormInput;
  isDefaultLocked?: boolean;
  /** Where the shopper goes once told the address was saved. */
  returnTo: string;
}

/** The form, its save and what the shopper is told afterwards. */
export function AddressEditor({
  alias,
  defaultValues,
  isDefaultLocked = false,
  returnTo,
}: AddressEditorProps) {
  const [, navigate] = useLocation();
  const saving = useSaveAddress(alias, () => navigate(returnTo));
  return (
    <>
      <AddressForm
        defaultValues={defaultValues}
        onSubmit={saving.start}
        isSaving={saving.isSending}
        isDefaultLocked={isDefaultLocked}
      />
      <ConfirmFlowDialogs flow={saving} />
    </>
  );
}
