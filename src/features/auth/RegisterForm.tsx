import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button, FormTextField } from '@/ui';
import styles from './forms.module.css';
import { type RegisterForm as RegisterInput, type RegisterValues, registerSchema } from './schemas';
import { fieldTexts, registerTexts } from './texts';

export interface RegisterFormProps {
  /** Called with the checked, trimmed values; the form keeps them whatever happens next. */
  onSubmit: (values: RegisterValues) => void;
  isSubmitting: boolean;
}

/** Phone, names, e-mail and password (SPEC §2 Register, §5 rules). */
export function RegisterForm({ onSubmit, isSubmitting }: RegisterFormProps) {
  const { control, handleSubmit, formState } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: {
      mobileNumber: '',
      firstName: '',
      lastName: '',
      emailAddress: '',
      password: '',
    },
  });
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormTextField
        control={control}
        name="mobileNumber"
        label={fieldTexts.phone}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        isRequired
      />
      <div className={styles.pair}>
        <FormTextField
          control={control}
          name="firstName"
          label={fieldTexts.firstName}
          autoComplete="given-name"
          isRequired
        />
        <FormTextField
          control={control}
          name="lastName"
          label={fieldTexts.lastName}
          autoComplete="family-name"
          isRequired
        />
      </div>
      <FormTextField
        control={control}
        name="emailAddress"
        label={fieldTexts.email}
        type="email"
        autoComplete="email"
        isRequired
      />
      <FormTextField
        control={control}
        name="password"
        label={fieldTexts.password}
        description={registerTexts.passwordHint}
        isPassword
        autoComplete="new-password"
        isRequired
      />
      <Button
        type="submit"
        size="lg"
        isFullWidth
        className={styles.submit}
        isLoading={isSubmitting}
        isDisabled={!formState.isValid}
      >
        {registerTexts.submit}
      </Button>
    </form>
  );
}
