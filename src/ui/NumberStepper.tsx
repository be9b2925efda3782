import type { ReactNode, Ref } from 'react';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { cx } from './cx';
import fieldStyles from './Field.module.css';
import { type FieldErrorMessage, FieldHelp, FieldLabel } from './FieldParts';
import layout from './layout.module.css';
import styles from './NumberStepper.module.css';
import { StepIcon } from './StepIcon';

export interface NumberStepperProps
  extends Omit<
    AriaNumberFieldProps,
    'className' | 'style' | 'children' | 'decrementAriaLabel' | 'incrementAriaLabel'
  > {
  label: ReactNode;
  /** In a cart line the quantity needs no visible label; screen readers still get it. */
  isLabelHidden?: boolean;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  decrementLabel?: string;
  incrementLabel?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A whole-number quantity with minus and plus buttons. Typed values are clamped to
 * minValue/maxValue when the field is left; the buttons disable at the limits. Keyboard:
 * arrow up/down step, Page up/down step faster, Home/End jump to the limits.
 */
export function NumberStepper({
  label,
  isLabelHidden = false,
  description,
  errorMessage,
  decrementLabel = 'Kurangi jumlah',
  incrementLabel = 'Tambah jumlah',
  minValue = 1,
  formatOptions = { maximumFractionDigits: 0, useGrouping: false },
  className,
  ...props
}: NumberStepperProps) {
  return (
    <AriaNumberField
      {...props}
      minValue={minValue}
      formatOptions={formatOptions}
      decrementAriaLabel={decrementLabel}
      incrementAriaLabel={incrementLabel}
      className={cx(layout.stack, fieldStyles.field, className)}
    >
      <FieldLabel isRequired={props.isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      <Group className={styles.group}>
        <Button slot="decrement" className={styles.step}>
          <StepIcon kind="minus" />
        </Button>
        <Input className={styles.input} />
        <Button slot="increment" className={styles.step}>
          <StepIcon kind="plus" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
