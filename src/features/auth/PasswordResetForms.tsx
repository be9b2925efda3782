import { useZodForm } from '@/lib/zodForm';
import { cx, FormTextField, layout } from '@/ui';
import { NewPasswordField, PhoneField, SubmitButton } from './authFields';
import { FailureNotice } from './FailureNotice';
import styles from './forms.module.css';
import type { ResetCodeRequestValues, ResetPasswordValues } from './schemas';
import { fieldTexts, passwordResetTexts as texts } from './texts';

interface StepFormProps<Values> {
  /** Called with the checked values; the form keeps them whatever happens next. */
  onSubmit: (values: Values) => void;
  isSubmitting: boolean;
  /** Why the last attempt failed. */
  failure?: string | null;
}

const loadPhoneSchema = async () => (await import('./schemas')).resetCodeRequestSchema;

/** 'Lupa password?', first step: the phone the code goes to. */
export function ResetPhoneForm({
  onSubmit,
  isSubmitting,
  failure = null,
  phone = '',
}: StepFormProps<ResetCodeRequestValues> & { phone?: string }) {
  const { control, handleSubmit, formState } = useZodForm(loadPhoneSchema, {
    defaultValues: { mobileNumber: phone },
  });
  return (
    <form className={cx(layout.stack, styles.form)} noValidate onSubmit={handleSubmit(onSubmit)}>
      {failure && <FailureNotice title={texts.failureTitle} message={failure} />}
      <PhoneField control={control} name="mobileNumber" label={fieldTexts.phone} />
      <SubmitButton isSubmitting={isSubmitting} isValid={formState.isValid}>
        {texts.sendCode}
      </SubmitButton>
    </form>
  );
}

const loadResetSchema = async () => (await import('./schemas')).resetPasswordSchema;

/** 'Lupa password?', second step: the code sent to the phone and the new password, twice. */
export function ResetPasswordForm({
  onSubmit,
  isSubmitting,
  failure = null,
}: StepFormProps<ResetPasswordValues>) {
  const { control, handleSubmit, formState } = useZodForm(loadResetSchema, {
    defaultValues: { code: '', password: '', repeatPassword: '' },
  });
  return (
    <form className={cx(layout.stack, styles.form)} noValidate onSubmit={handleSubmit(onSubmit)}>
      {failure && <FailureNotice title={texts.failureTitle} message={failure} />}
      <FormTextField
        control={control}
        name="code"
        label={texts.code}
        description={texts.codeHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        isRequired
      />
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
    </form>
  );
}
