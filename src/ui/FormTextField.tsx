import { useCallback, useLayoutEffect, useRef } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
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
  const { field, fieldState, formState } = useController({ control, name });
  const input = useRef<HTMLInputElement | null>(null);
  const value = typeof field.value === 'string' ? field.value : '';
  // A pre-rendered form can be typed into (or filled in by the browser) before the script
  // runs. Hydration leaves that text in the input, but the form does not know it, and the
  // next render would put the empty value back: the form takes it over as it starts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what was there before the first render counts
  useLayoutEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '' && typed !== value) field.onChange(typed);
  }, []);
  const { ref: registerInput } = field;
  const inputRef = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      registerInput(element);
    },
    [registerInput],
  );
  const isShown = fieldState.isTouched || formState.isSubmitted;
  const message = isShown ? fieldState.error?.message : undefined;
  const Field = isPassword ? PasswordField : TextField;
  return (
    <Field
      {...props}
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={inputRef}
      isInvalid={message !== undefined}
      errorMessage={message}
      validationBehavior="aria"
    />
  );
}
