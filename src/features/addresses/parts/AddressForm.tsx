import { useId } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useZodForm } from '@/lib/zodForm';
import { Button, cx, FormTextField, type FormTextFieldProps, layout } from '@/ui';
import type { AddressFormInput, AddressFormValues } from '../addressForm';
import { type RegionOption, useRegions } from '../hooks/useRegions';
import { addressFormTexts as texts } from '../texts';
import styles from './AddressForm.module.css';
import { RegionSelect, type RegionSelectProps } from './RegionSelect';

export interface AddressFormProps {
  defaultValues: AddressFormInput;
  onSubmit: (values: AddressFormValues) => void;
  isSaving: boolean;
  /**
   * The address is the default already. Unticking would leave the shopper without one, so
   * the box stays ticked; making another address the default is how it changes (SPEC §4).
   */
  isDefaultLocked?: boolean;
}

const loadSchema = async () => (await import('../addressForm')).addressFormSchema;

/**
 * The address form (SPEC §2, §5). It keeps everything typed whatever happens to a save; the
 * screen around it decides what a save does and what is said afterwards.
 */
export function AddressForm({
  defaultValues,
  onSubmit,
  isSaving,
  isDefaultLocked = false,
}: AddressFormProps) {
  const { control, handleSubmit, register, setValue } = useZodForm(loadSchema, { defaultValues });
  const [provinceId, cityId] = useWatch({ control, name: ['provinceId', 'cityId'] });
  const regions = useRegions(provinceId, cityId);
  const defaultHintId = useId();

  /** Chosen region names travel with their ids; a changed parent clears its children. */
  function choose(level: RegionLevel, option: RegionOption | null) {
    // Validated now so an earlier 'harus dipilih' clears; shownError decides what is shown.
    setValue(`${level}Id`, option?.id ?? '', { shouldDirty: true, shouldValidate: true });
    setValue(level, option?.name ?? '', { shouldDirty: true });
    const chosen = REGION_LEVELS.findIndex((region) => region.level === level);
    for (const { level: child } of REGION_LEVELS.slice(chosen + 1)) {
      setValue(`${child}Id`, '', { shouldDirty: true });
      setValue(child, '', { shouldDirty: true });
    }
  }
  const parentIds = [provinceId, cityId];

  return (
    <form className={cx(layout.stack, styles.form)} noValidate onSubmit={handleSubmit(onSubmit)}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{texts.recipientSection}</legend>
        <TypedFields control={control} fields={RECIPIENT_FIELDS} />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{texts.locationSection}</legend>
        {REGION_LEVELS.map(({ level, options, waitingText, emptyText, ...select }, index) => (
          <RegionField
            key={level}
            control={control}
            level={level}
            {...select}
            options={regions[options]}
            waitingFor={
              index > 0 && parentIds[index - 1] === ''
                ? waitingText
                : loadedEmpty(regions[options])
                  ? emptyText
                  : null
            }
            onChoose={choose}
          />
        ))}
        <TypedFields control={control} fields={STREET_FIELDS} />
      </fieldset>

      <div className={cx(layout.stack, styles.defaultChoice)}>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            {...register('isDefault')}
            // Read-only rather than disabled: a disabled box would drop out of the tab order
            // and hide why it cannot change.
            onClick={isDefaultLocked ? (event) => event.preventDefault() : undefined}
            aria-readonly={isDefaultLocked || undefined}
            aria-describedby={isDefaultLocked ? defaultHintId : undefined}
          />
          <span>{texts.isDefault}</span>
        </label>
        {isDefaultLocked && (
          <p id={defaultHintId} className={styles.hint}>
            {texts.isDefaultLocked}
          </p>
        )}
      </div>

      <Button type="submit" size="lg" isLoading={isSaving} className={styles.submit}>
        {texts.save}
      </Button>
    </form>
  );
}

type FieldProps = FormTextFieldProps<AddressFormInput>;
type TypedField = Pick<FieldProps, 'name' | 'label'> &
  Partial<Pick<FieldProps, 'description' | 'type' | 'inputMode' | 'autoComplete'>> & {
    /** Across both columns on wide screens. */
    isWide?: boolean;
  };

/** Who takes the parcel, above the region selects. */
const RECIPIENT_FIELDS: readonly TypedField[] = [
  { name: 'name', label: texts.name, description: texts.nameHint, autoComplete: 'off' },
  { name: 'pic', label: texts.pic, autoComplete: 'name' },
  {
    name: 'mobileNumber',
    label: texts.mobileNumber,
    description: texts.mobileNumberHint,
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
  },
];

/** Where in the sub-district, below the region selects. */
const STREET_FIELDS: readonly TypedField[] = [
  {
    name: 'postalCode',
    label: texts.postalCode,
    inputMode: 'numeric',
    autoComplete: 'postal-code',
  },
  {
    name: 'line2',
    label: texts.line2,
    description: texts.line2Hint,
    autoComplete: 'street-address',
    isWide: true,
  },
  {
    name: 'line1',
    label: texts.line1,
    description: texts.line1Hint,
    autoComplete: 'off',
    isWide: true,
  },
];

/** The typed fields of a fieldset, each required. */
function TypedFields({
  control,
  fields,
}: {
  control: Control<AddressFormInput, unknown, AddressFormValues>;
  fields: readonly TypedField[];
}) {
  return fields.map(({ isWide, ...field }) => (
    <FormTextField
      key={field.name}
      control={control}
      {...field}
      className={isWide ? styles.wide : undefined}
      isRequired
    />
  ));
}

/**
 * The region chain, parent first: a select waits for its parent's choice and is cleared by it,
 * and says so when its parent has nothing under it (the provider lists no region there), rather
 * than offering an empty list that would block saving without a word.
 */
const REGION_LEVELS = [
  {
    level: 'province',
    options: 'provinces',
    label: texts.province,
    failedText: texts.provincesFailed,
    waitingText: null,
    emptyText: null,
  },
  {
    level: 'city',
    options: 'cities',
    label: texts.city,
    failedText: texts.citiesFailed,
    waitingText: texts.chooseProvinceFirst,
    emptyText: texts.citiesEmpty,
  },
  {
    level: 'subDistrict',
    options: 'subDistricts',
    label: texts.subDistrict,
    failedText: texts.subDistrictsFailed,
    waitingText: texts.chooseCityFirst,
    emptyText: texts.subDistrictsEmpty,
  },
] as const;

/** A list that has loaded with nothing in it (still loading or failed is said otherwise). */
function loadedEmpty(options: RegionSelectProps['options']): boolean {
  return options.status === 'success' && options.data.length === 0;
}

type RegionLevel = (typeof REGION_LEVELS)[number]['level'];

interface RegionFieldProps
  extends Pick<RegionSelectProps, 'label' | 'options' | 'waitingFor' | 'failedText'> {
  control: Control<AddressFormInput, unknown, AddressFormValues>;
  level: RegionLevel;
  /** Called only when the choice differs from the one the form holds. */
  onChoose: (level: RegionLevel, option: RegionOption | null) => void;
}

/** One of the three region selects, bound to its `<level>Id` field of the form. */
function RegionField({ control, level, onChoose, ...select }: RegionFieldProps) {
  return (
    <Controller
      control={control}
      name={`${level}Id`}
      render={({ field, fieldState, formState: { isSubmitted } }) => (
        <RegionSelect
          {...select}
          value={field.value}
          onChange={(option) => {
            if ((option?.id ?? '') !== field.value) onChoose(level, option);
          }}
          onBlur={field.onBlur}
          focusRef={field.ref}
          errorMessage={shownError(fieldState, isSubmitted)}
        />
      )}
    />
  );
}

function shownError(
  fieldState: { isTouched: boolean; error?: { message?: string | undefined } | undefined },
  isSubmitted: boolean,
): string | undefined {
  return fieldState.isTouched || isSubmitted ? fieldState.error?.message : undefined;
}
