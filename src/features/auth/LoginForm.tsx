import { useZodForm } from '@/lib/zodForm';
import { Button, cx, FormTextField, layout } from '@/ui';
import { FailureNotice } from './FailureNotice';
import styles from './forms.module.css';
import type { LoginForm as LoginValues } from './schemas';
import { fieldTexts, loginTexts } from './texts';

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  isSubmitting: boolean;
  /** Why the last attempt failed; the form keeps what was typed. */
  failure?: string | null;
}

const loadSchema = async () => (await import('./schemas')).loginSchema;

/** Phone and password (SPEC §2 Login); Login stays disabled while invalid or submitting. */
export function LoginForm({ onSubmit, isSubmitting, failure = null }: LoginFormProps) {
  const { control, handleSubmit, formState } = useZodForm(loadSchema, {
    defaultValues: { phone: '', password: '' },
  });
  return (
    <form className={cx(layout.stack, styles.form)} noValidate onSubmit={handleSubmit(onSubmit)}>
      {failure && <FailureNotice title={loginTexts.failureTitle} message={failure} />}
      <FormTextField
        control={control}
        name="phone"
        label={fieldTexts.phone}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        isRequired
      />
      <FormTextField
        control={control}
        name="password"
        label={fieldTexts.password}
        isPassword
        autoComplete="current-password"
        isRequired
      />
      <Button
        type="submit"
        size="lg"
        isFullWidth
        isLoading={isSubmitting}
        isDisabled={!formState.isValid}
      >
        {loginTexts.submit}
      </Button>
    </form>
  );
}
