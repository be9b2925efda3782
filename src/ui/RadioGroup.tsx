import type { ReactNode, Ref } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  Radio,
} from 'react-aria-components';
import { cx } from './cx';
import { type FieldErrorMessage, FieldHelp, FieldLabel } from './FieldParts';
import focus from './focusRing.module.css';
import layout from './layout.module.css';
import styles from './RadioGroup.module.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second line: a price difference, a delivery estimate. */
  description?: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'> {
  label: ReactNode;
  options: readonly RadioOption[];
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * One choice out of a few, shown as card-like chips (a drink variance, a grind level, the
 * packaging). Arrow keys move and select; Tab leaves the group. `orientation="vertical"`
 * stacks the chips full width.
 */
export function RadioGroup({
  label,
  options,
  description,
  errorMessage,
  orientation = 'horizontal',
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      className={cx(layout.stack, styles.group, className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={cx(layout.cluster, styles.options)}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={cx(styles.radio, focus.focusRing)}
          >
            <span className={styles.indicator} aria-hidden="true" />
            <span className={styles.text}>
              <span className={styles.label}>{option.label}</span>
              {option.description && <span className={layout.muted}>{option.description}</span>}
            </span>
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
