import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import styles from './PasswordField.module.css';
import { TextField, type TextFieldProps } from './TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endSlot'> {
  showLabel?: string;
  hideLabel?: string;
}

/** A password input whose text the user can reveal to check what they typed. */
export function PasswordField({
  showLabel = 'Tampilkan kata sandi',
  hideLabel = 'Sembunyikan kata sandi',
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [isRevealed, setRevealed] = useState(false);
  return (
    <TextField
      {...props}
      type={isRevealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      endSlot={
        <AriaButton
          className={styles.toggle}
          aria-label={isRevealed ? hideLabel : showLabel}
          isDisabled={props.isDisabled}
          onPress={() => setRevealed((revealed) => !revealed)}
        >
          {isRevealed ? <EyeOffIcon /> : <EyeIcon />}
        </AriaButton>
      }
    />
  );
}

function EyeIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.7 3.6M6.6 6.6A16.6 16.6 0 0 0 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="m3 3 18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
