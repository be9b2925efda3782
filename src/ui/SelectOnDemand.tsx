import { lazy, Suspense } from 'react';
import { cx } from './cx';
import fieldStyles from './Field.module.css';
import { Icon } from './Icon';
import layout from './layout.module.css';
import type { SelectProps } from './Select';
import styles from './Select.module.css';

// react-aria's select (list box, popover, collections: some 30 KB gzip) is the heaviest part
// of the screens that show one at once (order history, the address form). They render with
// this stand-in of the same size, which the select replaces as soon as its code is in.
const Select = lazy(async () => ({ default: (await import('./Select')).Select }));

/** The select as it first looks, without its code: label, trigger with the value, help. */
export function SelectPlaceholder({
  label,
  options,
  value,
  defaultValue,
  placeholder = 'Pilih salah satu',
  description,
  errorMessage,
  isRequired,
  isDisabled,
  isInvalid,
  className,
}: SelectProps) {
  const chosen = value ?? defaultValue;
  const shown = options.find((option) => option.id === chosen)?.label;
  return (
    <div
      className={cx(layout.stack, fieldStyles.field, styles.select, className)}
      data-invalid={isInvalid || undefined}
      aria-busy="true"
    >
      <span className={fieldStyles.label}>
        {label}
        {isRequired && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <div className={styles.trigger} data-disabled={isDisabled || undefined}>
        <span className={styles.value} data-placeholder={shown === undefined || undefined}>
          {shown ?? placeholder}
        </span>
        <Icon className={styles.chevron}>
          <path d="m6 9 6 6 6-6" />
        </Icon>
      </div>
      {description && <span className={fieldStyles.description}>{description}</span>}
      {isInvalid && typeof errorMessage !== 'function' && errorMessage && (
        <span className={fieldStyles.error}>{errorMessage}</span>
      )}
    </div>
  );
}

/** Select, shown as its placeholder until react-aria's select code has loaded. */
export function SelectOnDemand(props: SelectProps) {
  return (
    <Suspense fallback={<SelectPlaceholder {...props} />}>
      <Select {...props} />
    </Suspense>
  );
}
