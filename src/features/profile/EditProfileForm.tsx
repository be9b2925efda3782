import { useEffect, useMemo } from 'react';
import { type Control, Controller } from 'react-hook-form';
import type { CustomerProfile } from '@/api/customer';
import { useZodForm } from '@/lib/zodForm';
import { Button, ConfirmFlowDialogs, cx, layout, TextField } from '@/ui';
import styles from './EditProfileForm.module.css';
import { profileFormInput } from './profileForm';
import type { ProfileFormInput, ProfileFormValues } from './profileFormSchema';
import { profileTexts as texts } from './texts';
import { useProfileSave } from './useProfileSave';

export interface EditProfileFormProps {
  profile: CustomerProfile;
}

type FieldName = keyof ProfileFormInput;

function ProfileField({
  control,
  name,
  label,
  type = 'text',
  autoComplete,
  isReadOnly = false,
}: {
  control: Control<ProfileFormInput, unknown, ProfileFormValues>;
  name: FieldName;
  label: string;
  type?: string;
  autoComplete?: string;
  isReadOnly?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          name={field.name}
          type={type}
          autoComplete={autoComplete}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          isReadOnly={isReadOnly}
          isRequired={!isReadOnly && name !== 'emailAddress'}
          validationBehavior="aria"
          // SPEC §5: messages once touched. A read-only field cannot be touched into shape,
          // so its problem shows at once: otherwise Save would be disabled without a reason.
          isInvalid={fieldState.invalid && (fieldState.isTouched || isReadOnly)}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}

const loadSchema = async () => (await import('./profileFormSchema')).profileFormSchema;

/** The 'My Profile' form: names and birthday to edit, email and phone to read. */
export function EditProfileForm({ profile }: EditProfileFormProps) {
  const values = useMemo(() => profileFormInput(profile), [profile]);
  const {
    control,
    handleSubmit,
    trigger,
    formState: { isValid },
  } = useZodForm(loadSchema, {
    mode: 'all',
    values,
    // A reload after saving must not undo what the customer typed since.
    resetOptions: { keepDirtyValues: true },
  });
  const save = useProfileSave(profile);

  // Every field's problem is known from the start (shown once touched), so a broken
  // read-only value explains the disabled Save at once. A reload resets the form and its
  // errors, hence `values`.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again after the form was reset to new values
  useEffect(() => {
    void trigger();
  }, [trigger, values]);

  return (
    <>
      <form
        className={cx(layout.stack, styles.form)}
        noValidate
        onSubmit={handleSubmit(save.start)}
      >
        <div className={cx(layout.cardGrid, styles.grid)}>
          <ProfileField
            control={control}
            name="firstName"
            label={texts.firstName}
            autoComplete="given-name"
          />
          <ProfileField
            control={control}
            name="lastName"
            label={texts.lastName}
            autoComplete="family-name"
          />
          <ProfileField
            control={control}
            name="emailAddress"
            label={texts.email}
            type="email"
            isReadOnly
          />
          <ProfileField
            control={control}
            name="mobileNumber"
            label={texts.mobileNumber}
            type="tel"
            isReadOnly
          />
          <ProfileField
            control={control}
            name="birthday"
            label={texts.birthday}
            type="date"
            autoComplete="bday"
          />
        </div>
        <p className={layout.muted}>{texts.editIntro}</p>
        <div className={styles.actions}>
          <Button
            type="submit"
            size="lg"
            className={styles.save}
            isDisabled={!isValid}
            isLoading={save.isSending}
          >
            {texts.save}
          </Button>
        </div>
      </form>

      <ConfirmFlowDialogs flow={save} />
    </>
  );
}
