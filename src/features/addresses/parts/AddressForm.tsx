import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button, cx, FormTextField, layout } from '@/ui';
import { type AddressFormInput, type AddressFormValues, addressFormSchema } from '../addressForm';
import { useRegions } from '../hooks/useRegions';
import { addressFormTexts as texts } from '../texts';
import styles from './AddressForm.module.css';
import { RegionSelect } from './RegionSelect';

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
  const { control, handleSubmit, register, setValue } = useForm<
    AddressFormInput,
    unknown,
    AddressFormValues
  >({
    resolver: zodResolver(addressFormSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const [provinceId, cityId] = useWatch({ control, name: ['provinceId', 'cityId'] });
  const regions = useRegions(provinceId, cityId);
  const defaultHintId = useId();

  /** Chosen region names travel with their ids; a changed parent clears its children. */
  function choose(
    level: 'province' | 'city' | 'subDistrict',
    option: { id: string; name: string } | null,
  ) {
    const idField = `${level}Id` as const;
    // Validated now so an earlier 'harus dipilih' clears; shownError decides what is shown.
    setValue(idField, option?.id ?? '', { shouldDirty: true, shouldValidate: true });
    setValue(level, option?.name ?? '', { shouldDirty: true });
    const children =
      level === 'province'
        ? (['city', 'subDistrict'] as const)
        : level === 'city'
          ? (['subDistrict'] as const)
          : [];
    for (const child of children) {
      setValue(`${child}Id`, '', { shouldDirty: true });
      setValue(child, '', { shouldDirty: true });
    }
  }

  return (
    <form className={cx(layout.stack, styles.form)} noValidate onSubmit={handleSubmit(onSubmit)}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{texts.recipientSection}</legend>
        <FormTextField
          control={control}
          name="name"
          label={texts.name}
          description={texts.nameHint}
          autoComplete="off"
          isRequired
        />
        <FormTextField
          control={control}
          name="pic"
          label={texts.pic}
          autoComplete="name"
          isRequired
        />
        <FormTextField
          control={control}
          name="mobileNumber"
          label={texts.mobileNumber}
          description={texts.mobileNumberHint}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          isRequired
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{texts.locationSection}</legend>
        <Controller
          control={control}
          name="provinceId"
          render={({ field, fieldState, formState: { isSubmitted } }) => (
            <RegionSelect
              label={texts.province}
              options={regions.provinces}
              value={field.value}
              onChange={(option) => {
                if ((option?.id ?? '') !== field.value) choose('province', option);
              }}
              onBlur={field.onBlur}
              focusRef={field.ref}
              waitingFor={null}
              failedText={texts.provincesFailed}
              errorMessage={shownError(fieldState, isSubmitted)}
            />
          )}
        />
        <Controller
          control={control}
          name="cityId"
          render={({ field, fieldState, formState: { isSubmitted } }) => (
            <RegionSelect
              label={texts.city}
              options={regions.cities}
              value={field.value}
              onChange={(option) => {
                if ((option?.id ?? '') !== field.value) choose('city', option);
              }}
              onBlur={field.onBlur}
              focusRef={field.ref}
              waitingFor={provinceId === '' ? texts.chooseProvinceFirst : null}
              failedText={texts.citiesFailed}
              errorMessage={shownError(fieldState, isSubmitted)}
            />
          )}
        />
        <Controller
          control={control}
          name="subDistrictId"
          render={({ field, fieldState, formState: { isSubmitted } }) => (
            <RegionSelect
              label={texts.subDistrict}
              options={regions.subDistricts}
              value={field.value}
              onChange={(option) => choose('subDistrict', option)}
              onBlur={field.onBlur}
              focusRef={field.ref}
              waitingFor={cityId === '' ? texts.chooseCityFirst : null}
              failedText={texts.subDistrictsFailed}
              errorMessage={shownError(fieldState, isSubmitted)}
            />
          )}
        />
        <FormTextField
          control={control}
          name="postalCode"
          label={texts.postalCode}
          inputMode="numeric"
          autoComplete="postal-code"
          isRequired
        />
        <FormTextField
          control={control}
          name="line2"
          label={texts.line2}
          description={texts.line2Hint}
          autoComplete="street-address"
          className={styles.wide}
          isRequired
        />
        <FormTextField
          control={control}
          name="line1"
          label={texts.line1}
          description={texts.line1Hint}
          autoComplete="off"
          className={styles.wide}
          isRequired
        />
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

function shownError(
  fieldState: { isTouched: boolean; error?: { message?: string | undefined } | undefined },
  isSubmitted: boolean,
): string | undefined {
  return fieldState.isTouched || isSubmitted ? fieldState.error?.message : undefined;
}
