import { useRef, useState } from 'react';
import { type CustomerProfile, updateCustomerProfile } from '@/api/customer';
import { toApiError } from '@/api/errors';
import { type ProfileFormValues, profileUpdate, saveFailureMessage } from './profileForm';

type SaveStep =
  | { step: 'editing' }
  | { step: 'confirming'; values: ProfileFormValues }
  | { step: 'saving'; values: ProfileFormValues }
  | { step: 'saved' }
  | { step: 'failed' };

/**
 * SPEC §4 profile save: confirm, update, success alert, reload. Unlike the old product a
 * failed save says so ('Gagal!') and leaves the form as typed, ready to try again.
 */
export function useProfileSave(profile: CustomerProfile, onSaved: () => void) {
  const [state, setState] = useState<SaveStep>({ step: 'editing' });
  const [failureMessage, setFailureMessage] = useState('');
  // A second press can arrive before the re-render that disables the button.
  const isSending = useRef(false);

  async function confirm() {
    if (state.step !== 'confirming' || isSending.current) return;
    isSending.current = true;
    setState({ step: 'saving', values: state.values });
    try {
      await updateCustomerProfile(profileUpdate(profile, state.values), { errorDisplay: 'caller' });
      setState({ step: 'saved' });
      onSaved();
    } catch (cause) {
      setFailureMessage(saveFailureMessage(toApiError(cause)));
      setState({ step: 'failed' });
    } finally {
      isSending.current = false;
    }
  }

  return {
    isConfirmOpen: state.step === 'confirming' || state.step === 'saving',
    isSaving: state.step === 'saving',
    isSaved: state.step === 'saved',
    isFailed: state.step === 'failed',
    failureMessage,
    /** The valid form was submitted: ask first. */
    request: (values: ProfileFormValues) => setState({ step: 'confirming', values }),
    confirm,
    cancel: () => setState({ step: 'editing' }),
    /** The success or failure alert was acknowledged. */
    acknowledge: () => setState({ step: 'editing' }),
  };
}
