import type { Resource } from '@/api/serverData';
import { Button, cx, layout, SelectOnDemand } from '@/ui';
import type { RegionOption } from '../hooks/useRegions';
import { addressFormTexts as texts } from '../texts';
import styles from './RegionSelect.module.css';

export interface RegionSelectProps {
  label: string;
  options: Resource<RegionOption[]>;
  /** The chosen id, '' for none. */
  value: string;
  onChange: (option: RegionOption | null) => void;
  onBlur: () => void;
  /** Why nothing can be chosen yet ('Pilih provinsi terlebih dahulu'), or null when it can. */
  waitingFor: string | null;
  /** Said when the list failed to load. */
  failedText: string;
  /** The validation message, when it is to be shown. */
  errorMessage?: string | undefined;
  /** Lets react-hook-form focus the select when it is the first invalid field. */
  focusRef?: (target: { focus: () => void } | null) => void;
}

/**
 * A province, city or sub-district select fed by the shipping proxy, with its own loading,
 * failure (and reload) and not-yet-possible states, so one failed list never blocks the rest
 * of the form.
 */
export function RegionSelect({
  label,
  options,
  value,
  onChange,
  onBlur,
  waitingFor,
  failedText,
  errorMessage,
  focusRef,
}: RegionSelectProps) {
  const isWaiting = waitingFor !== null;
  const isLoading = !isWaiting && options.status === 'loading';
  const loadFailed = !isWaiting && options.status === 'error';
  const items = options.data ?? [];
  return (
    <div className={cx(layout.stack, styles.region)}>
      <SelectOnDemand
        label={label}
        isRequired
        options={items}
        value={value === '' ? null : value}
        onChange={(key) => onChange(items.find((option) => option.id === key) ?? null)}
        onBlur={onBlur}
        isDisabled={isWaiting || isLoading || loadFailed}
        placeholder={isLoading ? texts.loadingOptions : texts.choose}
        description={waitingFor ?? undefined}
        isInvalid={loadFailed || errorMessage !== undefined}
        errorMessage={loadFailed ? failedText : errorMessage}
        validationBehavior="aria"
        ref={(element) => {
          focusRef?.(
            element && { focus: () => element.querySelector<HTMLElement>('button')?.focus() },
          );
        }}
      />
      {loadFailed && (
        <Button
          variant="secondary"
          size="sm"
          className={styles.retry}
          aria-label={`${texts.retryOptions} ${label}`}
          onPress={options.retry}
        >
          {texts.retryOptions}
        </Button>
      )}
    </div>
  );
}
