import { useZodForm } from '@/lib/zodForm';
import { Button, FormTextField } from '@/ui';
import { AuthForm } from './authFields';
import styles from './forms.module.css';
import { PhoneCodeFields, type PhoneCodeProps } from './PhoneCodeFields';
import { PhoneAndNameFields } from './RegisterForm';
import type { CompleteProfileForm as CompleteProfileInput, CompleteProfileValues } from './schemas';
import { completeProfileTexts, fieldTexts } from './texts';

export interface CompleteProfileFormProps {
  /** Prefilled from the Google account; the e-mail cannot be changed. */
  initialValues: CompleteProfileInput;
  onSubmit: (values: CompleteProfileValues) => void;
  isSaving: boolean;
  /** 'Kirim kode': the phone is proved by its code, as registering proves it (issue 36). */
  phoneCode: PhoneCodeProps;
}

const loadSchema = async () => (await import('./schemas')).completeProfileSchema;

/**
 * SPEC §2 Complete profile: phone and the code that proves it (issue 36), first and last
 * name, the Google e-mail read-only.
 */
export function CompleteProfileForm({
  initialValues,
  onSubmit,
  isSaving,
  phoneCode,
}: CompleteProfileFormProps) {
  const form = useZodForm(loadSchema, { defaultValues: initialValues });
  const { control, handleSubmit, formState } = form;
  return (
    <AuthForm onSubmit={handleSubmit(onSubmit)}>
      <PhoneAndNameFields
        control={control}
        phoneLabel={completeProfileTexts.phone}
        phonePlaceholder={fieldTexts.phonePlaceholder}
        afterPhone={
          <PhoneCodeFields
            form={form}
            phoneCode={phoneCode}
            codeSent={completeProfileTexts.codeSent}
          />
        }
      />
      <FormTextField
        control={control}
        name="emailAddress"
        label={fieldTexts.email}
        description={completeProfileTexts.emailHint}
        type="email"
        isReadOnly
      />
      {/* SPEC: the label itself reads 'Loading ...' while saving, so no spinner covers it. */}
      <Button
        type="submit"
        size="lg"
        isFullWidth
        className={styles.submit}
        isDisabled={isSaving || !formState.isValid}
      >
        {isSaving ? completeProfileTexts.saving : completeProfileTexts.submit}
      </Button>
    </AuthForm>
  );
}
