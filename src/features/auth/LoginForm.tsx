import { useEffect } from 'react';
import { routes } from '@/lib/paths';
import { useZodForm } from '@/lib/zodForm';
import { FormTextField, Link } from '@/ui';
import { AuthForm, type AuthFormProps, PhoneField, SubmitButton } from './authFields';
import styles from './forms.module.css';
import type { LoginForm as LoginValues } from './schemas';
import { fieldTexts, loginTexts } from './texts';

export interface LoginFormProps extends AuthFormProps<LoginValues> {
  /**
   * A phone to start with (the one just reset), filled in once the form is on screen: a
   * pre-rendered form hydrates empty, as its HTML was built.
   */
  phone?: string | null;
}

const loadSchema = async () => (await import('./schemas')).loginSchema;

/** Phone and password (SPEC §2 Login); Login stays disabled while invalid or submitting. */
export function LoginForm({
  onSubmit,
  isSubmitting,
  failure = null,
  phone = null,
}: LoginFormProps) {
  const { control, handleSubmit, formState, setValue } = useZodForm(loadSchema, {
    defaultValues: { phone: '', password: '' },
  });
  useEffect(() => {
    if (phone) setValue('phone', phone, { shouldValidate: true });
  }, [phone, setValue]);
  return (
    <AuthForm
      onSubmit={handleSubmit(onSubmit)}
      failure={failure}
      failureTitle={loginTexts.failureTitle}
    >
      <PhoneField control={control} name="phone" label={fieldTexts.phone} />
      <FormTextField
        control={control}
        name="password"
        label={fieldTexts.password}
        isPassword
        autoComplete="current-password"
        isRequired
      />
      <p className={styles.forgot}>
        <Link href={routes.passwordReset}>{loginTexts.forgotPassword}</Link>
      </p>
      <SubmitButton isSubmitting={isSubmitting} isValid={formState.isValid}>
        {loginTexts.submit}
      </SubmitButton>
    </AuthForm>
  );
}
