import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import { cx } from './cx';
import styles from './Field.module.css';
import layout from './layout.module.css';
import hiddenStyles from './VisuallyHidden.module.css';

export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

/**
 * The label, with an asterisk for sighted users (the control itself carries aria-required).
 * `isHidden` keeps it for screen readers only, where the layout already says what it is.
 */
export function FieldLabel({
  children,
  isRequired,
  isHidden,
}: {
  children: ReactNode;
  isRequired?: boolean;
  isHidden?: boolean;
}) {
  return (
    <Label className={cx(styles.label, isHidden && hiddenStyles.root)}>
      {children}
      {isRequired && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

/**
 * Help text and the error, wired to the control by react-aria. The error shows whenever the
 * field is invalid: through `isInvalid` (react-hook-form, server errors) or through
 * react-aria's own validation (`isRequired`, `validate`, native constraints), in which case
 * the browser's message is used unless `errorMessage` says otherwise.
 */
export function FieldHelp({
  description,
  errorMessage,
}: {
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
}) {
  return (
    <>
      {description && (
        <Text slot="description" className={layout.muted}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
