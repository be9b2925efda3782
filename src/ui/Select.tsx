import type { ReactNode, Ref } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { needsApp } from '@/lib/earlyPress';
import { cx } from './cx';
import fieldStyles from './Field.module.css';
import { type FieldErrorMessage, FieldHelp, FieldLabel } from './FieldParts';
import { Icon } from './Icon';
import layout from './layout.module.css';
import styles from './Select.module.css';

export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps
  extends Omit<
    AriaSelectProps<SelectOption>,
    'className' | 'style' | 'children' | 'items' | 'selectionMode'
  > {
  label: ReactNode;
  options: readonly SelectOption[];
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** Pick one of a short list of options (order status, unit, courier service). */
export function Select({
  label,
  options,
  description,
  errorMessage,
  placeholder = 'Pilih salah satu',
  className,
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder}
      className={cx(layout.stack, fieldStyles.field, styles.select, className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Button
        className={styles.trigger}
        // Pressed before the app has the page (a pre-rendered select), it opens once it has.
        {...(typeof label === 'string' ? needsApp(`select-${label}`) : {})}
      >
        <SelectValue className={styles.value} />
        <Icon className={styles.chevron}>
          <path d="m6 9 6 6 6-6" />
        </Icon>
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover} offset={4}>
        <ListBox className={styles.listbox} items={options}>
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className={styles.option}
            >
              {({ isSelected }) => (
                <>
                  {option.label}
                  {isSelected && (
                    <Icon className={styles.check}>
                      <path d="m5 12.5 4.5 4.5L19 7.5" />
                    </Icon>
                  )}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
