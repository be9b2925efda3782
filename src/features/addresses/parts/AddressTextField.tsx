import { type Control, Controller } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@/ui';
import type { AddressFormInput } from '../addressForm';

type TextFieldName = {
  [K in keyof AddressFormInput]: AddressFormInput[K] extends string ? K : never;
}[keyof AddressFormInput];

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

export interface AddressTextFieldProps extends Omit<TextFieldProps, BoundProps> {
  control: Control<AddressFormInput>;
  name: TextFieldName;
}

/**
 * A text field of the address form. Its message shows once the field was left or the form
 * was submitted (SPEC §5), and react-hook-form, not the browser, validates.
 */
export function AddressTextField({ control, name, ...props }: AddressTextFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState, formState }) => {
        const isShown = fieldState.isTouched || formState.isSubmitted;
        const message = isShown ? fieldState.error?.message : undefined;
        return (
          <TextField
            {...props}
            name={field.name}
            value={field.value}
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
