import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { PasswordField } from './PasswordField';
import { TextField, type TextFieldProps } from './TextField';

type BoundProps =
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'isInvalid'
  | 'errorMessage'
  | 'inputRef'
  | 'validationBehavior';

export interface FormTextFieldProps<T extends FieldValues>
  extends Omit<TextFieldProps, BoundProps> {
  control: Control<T>;
  name: FieldPath<T>;
  /** A password field gets the show/hide toggle. */
  isPassword?: boolean;
}

/**
 * A text field of a react-hook-form form (every form of the shop uses one). Its message shows once the field was left
 * (touched) or the form was submitted, and the field is invalid, as SPEC §5 asks;
 * react-hook-form, not the browser, validates.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  isPassword = false,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState, formState }) => {
        const isShown = fieldState.isTouched || formState.isSubmitted;
        const message = isShown ? fieldState.error?.message : undefined;
        const Field = isPassword ? PasswordField : TextField;
        return (
          <Field
            {...props}
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            isInvalid={message !== undefined}
            errorMessage={message}
            validationBehavior="aria"
          />
        );
      }}
    />
  );
}
