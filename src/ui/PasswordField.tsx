import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { needsApp } from '@/lib/earlyPress';
import { cx } from './cx';
import { Icon } from './Icon';
import iconButton from './iconButton.module.css';
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
          className={cx(iconButton.iconButton, styles.toggle)}
          aria-label={isRevealed ? hideLabel : showLabel}
          isDisabled={props.isDisabled}
          onPress={() => setRevealed((revealed) => !revealed)}
          {...needsApp(`show-password-${props.name ?? ''}`)}
        >
          {isRevealed ? <EyeOffIcon /> : <EyeIcon />}
        </AriaButton>
      }
    />
  );
}

function EyeIcon() {
  return (
    <Icon>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </Icon>
  );
}

function EyeOffIcon() {
  return (
    <Icon>
      <path d="M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.7 3.6M6.6 6.6A16.6 16.6 0 0 0 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="m3 3 18 18" />
    </Icon>
  );
}
