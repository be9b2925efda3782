import type { ReactNode } from 'react';
import type { Control, FieldPath } from 'react-hook-form';
import { useZodForm } from '@/lib/zodForm';
import { Button, cx, FormTextField, layout } from '@/ui';
import { AuthForm, CodeField, NewPasswordField, PhoneField, SubmitButton } from './authFields';
import { FailureNotice } from './FailureNotice';
import styles from './forms.module.css';
import type { RegisterValues } from './schemas';
import { fieldTexts, registerTexts } from './texts';

/** Registering's 'Kirim kode' (useRegistrationCode): what the form shows and calls. */
export interface PhoneCodeProps {
  /** Sends a code to the phone, once the phone field is valid. */
  ask: (phone: string) => void;
  isSending: boolean;
  /** The phone the newest code went to; null before any. */
  sentTo: string | null;
  /** Why the last request failed. */
  failure: string | null;
  /** A 429's Retry-After has not passed yet. */
  isWaiting: boolean;
}

export interface RegisterFormProps {
  /** Called with the checked, trimmed values; the form keeps them whatever happens next. */
  onSubmit: (values: RegisterValues) => void;
  isSubmitting: boolean;
  phoneCode: PhoneCodeProps;
}

const loadSchemas = () => import('./schemas');
const loadSchema = async () => (await loadSchemas()).registerSchema;

/** Phone and its code, names, e-mail and password (SPEC §2 Register, §5 rules; issue 36). */
export function RegisterForm({ onSubmit, isSubmitting, phoneCode }: RegisterFormProps) {
  const { control, handleSubmit, formState, trigger, getValues } = useZodForm(loadSchema, {
    defaultValues: {
      mobileNumber: '',
      code: '',
      firstName: '',
      lastName: '',
      emailAddress: '',
      password: '',
    },
  });
  // The code goes to the phone as the form will send it: checked, in its stored form.
  const askCode = async () => {
    if (!(await trigger('mobileNumber'))) return;
    const phone = (await loadSchemas()).phoneNumber.safeParse(getValues('mobileNumber'));
    if (phone.success) phoneCode.ask(phone.data);
  };
  return (
    <AuthForm onSubmit={handleSubmit(onSubmit)}>
      <PhoneAndNameFields
        control={control}
        phoneLabel={fieldTexts.phone}
        afterPhone={
          <>
            <div className={cx(layout.stack, styles.code)}>
              <div>
                <Button
                  variant="secondary"
                  isLoading={phoneCode.isSending}
                  isDisabled={phoneCode.isWaiting}
                  onPress={() => void askCode()}
                >
                  {phoneCode.sentTo ? registerTexts.resendCode : registerTexts.sendCode}
                </Button>
              </div>
              {phoneCode.sentTo && <p role="status">{registerTexts.codeSent(phoneCode.sentTo)}</p>}
              {phoneCode.failure && (
                <FailureNotice title={registerTexts.codeFailureTitle} message={phoneCode.failure} />
              )}
            </div>
            <CodeField
              control={control}
              name="code"
              label={registerTexts.code}
              description={registerTexts.codeHint}
            />
          </>
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
  /** What belongs to the phone, between it and the names (registering's code). */
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
