import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button, cx, FormTextField, type FormTextFieldProps, layout } from '@/ui';
import { FailureNotice } from './FailureNotice';
import styles from './forms.module.css';
import { registerTexts } from './texts';

// The form, the fields and the button that the account forms (login, register, a Google
// profile, 'Lupa password?') share, so a phone or a new password is asked the same way
// everywhere.

/** What a screen gives an account form that sends once and may be told why it failed. */
export interface AuthFormProps<Values> {
  /** Called with the checked values; the form keeps them whatever happens next. */
  onSubmit: (values: Values) => void;
  isSubmitting: boolean;
  /** Why the last attempt failed. */
  failure?: string | null;
}

interface AuthFormShellProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The last attempt's failure, under `failureTitle` above the fields; none: no notice. */
  failure?: string | null;
  failureTitle?: string;
  children: ReactNode;
}

/** An account form: its fields stacked, the browser's own checks off, a failure on top. */
export function AuthForm({ onSubmit, failure, failureTitle = '', children }: AuthFormShellProps) {
  return (
    <form className={cx(layout.stack, styles.form)} noValidate onSubmit={onSubmit}>
      {failure && <FailureNotice title={failureTitle} message={failure} />}
      {children}
    </form>
  );
}

type FieldProps<T extends FieldValues> = Pick<
  FormTextFieldProps<T>,
  'control' | 'name' | 'label' | 'placeholder'
>;

/** A phone number: the numeric keypad on a phone, and the browser's saved number. */
export function PhoneField<T extends FieldValues>(props: FieldProps<T>) {
  return <FormTextField {...props} type="tel" inputMode="numeric" autoComplete="tel" isRequired />;
}

/** A password being chosen, with the register rules said under it (SPEC §5). */
export function NewPasswordField<T extends FieldValues>(props: FieldProps<T>) {
  return (
    <FormTextField
      {...props}
      description={registerTexts.passwordHint}
      isPassword
      autoComplete="new-password"
      isRequired
    />
  );
}

/** A 6-digit code sent to the phone: the numeric keypad, and the phone's offer to fill it in. */
export function CodeField<T extends FieldValues>(
  props: FieldProps<T> & Pick<FormTextFieldProps<T>, 'description'>,
) {
  return <FormTextField {...props} inputMode="numeric" autoComplete="one-time-code" isRequired />;
}

interface SubmitButtonProps {
  isSubmitting: boolean;
  /** The form's values pass their rules: until then the button stays off (SPEC §2). */
  isValid: boolean;
  className?: string;
  children: ReactNode;
}

/** The form's one submit button: off while invalid, busy and off while submitting. */
export function SubmitButton({ isSubmitting, isValid, className, children }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      size="lg"
      isFullWidth
      className={className}
      isLoading={isSubmitting}
      isDisabled={!isValid}
    >
      {children}
    </Button>
  );
}
