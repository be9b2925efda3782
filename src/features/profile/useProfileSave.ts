import { type CustomerProfile, updateCustomerProfile } from '@/api/customer';
import { toApiError } from '@/api/errors';
import { useInvalidate } from '@/api/serverData';
import { useConfirmFlow } from '@/ui';
import { type ProfileFormValues, profileUpdate, saveFailureMessage } from './profileForm';
import { profileTexts as texts } from './texts';

/**
 * SPEC §4 profile save: confirm, update, success alert, reload the profile. Unlike the old
 * product a failed save says so ('Gagal!') and leaves the form as typed, ready to try again.
 */
export function useProfileSave(profile: CustomerProfile) {
  const invalidate = useInvalidate();
  return useConfirmFlow<ProfileFormValues, void>({
    send: (values) =>
      updateCustomerProfile(profileUpdate(profile, values), { errorDisplay: 'caller' }),
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
    onSuccess: () => invalidate('profile'),
  });
}
