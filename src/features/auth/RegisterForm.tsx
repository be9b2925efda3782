import type { ReactNode } from 'react';
import type { Control, FieldPath } from 'react-hook-form';
import { useZodForm } from '@/lib/zodForm';
import { FormTextField } from '@/ui';
import { AuthForm, NewPasswordField, PhoneField, SubmitButton } from './authFields';
import styles from './forms.module.css';
import { PhoneCodeFields, type PhoneCodeProps } from './PhoneCodeFields';
import type { RegisterValues } from './schemas';
import { fieldTexts, registerTexts } from './texts';

export interface RegisterFormProps {
  /** Called with the checked, trimmed values; the form keeps them whatever happens next. */
  onSubmit: (values: RegisterValues) => void;
  isSubmitting: boolean;
  phoneCode: PhoneCodeProps;
}

const loadSchema = async () => (await import('./schemas')).registerSchema;

/** Phone and its code, names, e-mail and password (SPEC §2 Register, §5 rules; issue 36). */
export function RegisterForm({ onSubmit, isSubmitting, phoneCode }: RegisterFormProps) {
  const form = useZodForm(loadSchema, {
    defaultValues: {
      mobileNumber: '',
      code: '',
      firstName: '',
      lastName: '',
      emailAddress: '',
      password: '',
    },
  });
  const { control, handleSubmit, formState } = form;
  return (
    <AuthForm onSubmit={handleSubmit(onSubmit)}>
      <PhoneAndNameFields
        control={control}
        phoneLabel={fieldTexts.phone}
        afterPhone={
          <PhoneCodeFields form={form} phoneCode={phoneCode} codeSent={registerTexts.codeSent} />
        }
      />
      <FormTextField
        control={control}
        name="emailAddress"
        label={fieldTexts.email}
        type="email"
        autoComplete="email"
        isRequired
      />
      <NewPasswordField control={control} name="password" label={fieldTexts.password} />
      <SubmitButton
        isSubmitting={isSubmitting}
        isValid={formState.isValid}
        className={styles.submit}
      >
        {registerTexts.submit}
      </SubmitButton>
    </AuthForm>
  );
}

interface PhoneAndNames {
  mobileNumber: string;
  firstName: string;
  lastName: string;
}

export interface PhoneAndNameFieldsProps<T extends PhoneAndNames> {
  control: Control<T>;
  phoneLabel: string;
  phonePlaceholder?: string;
  /** What belongs to the phone, between it and the names (the code that proves it). */
  afterPhone?: ReactNode;
}

/**
 * The phone and the two names, side by side on wide screens: what registering asks and what
 * completing a Google account's profile asks again.
 */
export function PhoneAndNameFields<T extends PhoneAndNames>({
  control,
  phoneLabel,
  phonePlaceholder,
  afterPhone,
}: PhoneAndNameFieldsProps<T>) {
  // Every T has these fields; TypeScript cannot see that through FieldPath<T>.
  const path = (name: keyof PhoneAndNames) => name as FieldPath<T>;
  return (
    <>
      <PhoneField
        control={control}
        name={path('mobileNumber')}
        label={phoneLabel}
        placeholder={phonePlaceholder}
      />
      {afterPhone}
      <div className={styles.pair}>
        <FormTextField
          control={control}
          name={path('firstName')}
          label={fieldTexts.firstName}
          autoComplete="given-name"
          isRequired
        />
        <FormTextField
          control={control}
          name={path('lastName')}
          label={fieldTexts.lastName}
          autoComplete="family-name"
          isRequired
        />
      </div>
    </>
  );
}
