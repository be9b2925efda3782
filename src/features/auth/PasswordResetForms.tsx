import { useZodForm } from '@/lib/zodForm';
import { FormTextField } from '@/ui';
import {
  AuthForm,
  type AuthFormProps,
  CodeField,
  NewPasswordField,
  PhoneField,
  SubmitButton,
} from './authFields';
import type { ResetCodeRequestValues, ResetPasswordValues } from './schemas';
import { fieldTexts, passwordResetTexts as texts } from './texts';

const loadPhoneSchema = async () => (await import('./schemas')).resetCodeRequestSchema;

/** 'Lupa password?', first step: the phone the code goes to. */
export function ResetPhoneForm({
  onSubmit,
  isSubmitting,
  failure = null,
  phone = '',
}: AuthFormProps<ResetCodeRequestValues> & { phone?: string }) {
  const { control, handleSubmit, formState } = useZodForm(loadPhoneSchema, {
    defaultValues: { mobileNumber: phone },
  });
  return (
    <AuthForm onSubmit={handleSubmit(onSubmit)} failure={failure} failureTitle={texts.failureTitle}>
      <PhoneField control={control} name="mobileNumber" label={fieldTexts.phone} />
      <SubmitButton isSubmitting={isSubmitting} isValid={formState.isValid}>
        {texts.sendCode}
      </SubmitButton>
    </AuthForm>
  );
}

const loadResetSchema = async () => (await import('./schemas')).resetPasswordSchema;

/** 'Lupa password?', second step: the code sent to the phone and the new password, twice. */
export function ResetPasswordForm({
  onSubmit,
  isSubmitting,
  failure = null,
}: AuthFormProps<ResetPasswordValues>) {
  const { control, handleSubmit, formState } = useZodForm(loadResetSchema, {
    defaultValues: { code: '', password: '', repeatPassword: '' },
  });
  return (
    <AuthForm onSubmit={handleSubmit(onSubmit)} failure={failure} failureTitle={texts.failureTitle}>
      <CodeField control={control} name="code" label={texts.code} description={texts.codeHint} />
      <NewPasswordField control={control} name="password" label={texts.newPassword} />
      <FormTextField
        control={control}
        name="repeatPassword"
        label={texts.repeatPassword}
        isPassword
        autoComplete="new-password"
        isRequired
      />
      <SubmitButton isSubmitting={isSubmitting} isValid={formState.isValid}>
        {texts.submit}
      </SubmitButton>
    </AuthForm>
  );
}
