import { type CustomerProfile, customerMutations } from '@/api/customer';
import { toApiError } from '@/api/errors';
import { useMutation } from '@/api/serverData';
import { useConfirmFlow } from '@/ui';
import { profileUpdate, saveFailureMessage } from './profileForm';
import type { ProfileFormValues } from './profileFormSchema';
import { profileTexts as texts } from './texts';

/**
 * SPEC §4 profile save: confirm, update, success alert, reload the profile. Unlike the old
 * product a failed save says so ('Gagal!') and leaves the form as typed, ready to try again.
 */
export function useProfileSave(profile: CustomerProfile) {
  const update = useMutation(customerMutations.update);
  return useConfirmFlow<ProfileFormValues, void>({
    send: (values) => update(profileUpdate(profile, values), { errorDisplay: 'caller' }),
    question: () => ({
      message: texts.saveConfirmMessage,
      confirmLabel: texts.saveConfirm,
      cancelLabel: texts.saveCancel,
    }),
    success: () => ({ kind: 'success', title: texts.savedTitle, message: texts.savedMessage }),
    failure: (error) => ({
      kind: 'error',
      title: texts.saveFailedTitle,
      message: saveFailureMessage(toApiError(error)),
    }),
  });
}
