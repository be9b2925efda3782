import type { ReactNode, Ref } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
} from 'react-aria-components';
import { cx } from './cx';
import styles from './Field.module.css';
import { type FieldErrorMessage, FieldHelp, FieldLabel } from './FieldParts';
import layout from './layout.module.css';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  /** Shown while the field is invalid; a function receives react-aria's validation result. */
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  /** Something inside the frame after the input: a unit, a toggle button. */
  endSlot?: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
  /** The input element itself, for react-hook-form to focus the first invalid field. */
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  endSlot,
  className,
  inputRef,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={cx(layout.stack, styles.field, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={styles.control}>
        <Input ref={inputRef} className={styles.input} placeholder={placeholder} />
        {endSlot}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
