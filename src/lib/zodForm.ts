import {
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import { onDemand } from './onDemand';

/** A form's zod schema, or (for a schema that may load later) how to load it. */
type SchemaSource<Input, Output> = ZodType<Output, Input> | (() => Promise<ZodType<Output, Input>>);

/**
 * Every form of the shop: checked by a zod schema, its errors shown once a field is left
 * ('onTouched'; a form may ask for another mode). The resolver, and zod with it, loads when
 * the form first validates, not before it renders: a form page's first screen needs neither.
 * Pass a schema that loads later as a function kept outside the component.
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: SchemaSource<Input, Output>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({
    mode: 'onTouched',
    ...options,
    resolver: resolverOf(schema),
  });
}

// One resolver a schema (or loader), so a form re-rendering keeps the one it started with.
const resolvers = new WeakMap<object, unknown>();

/**
 * The resolver of a schema: zod's, downloaded on the first check. While that download fails
 * (offline) every check finds the form invalid (a `root` error, so nothing unchecked is sent)
 * instead of rejecting inside react-hook-form's handlers, and the next check downloads again.
 */
export function resolverOf<Input extends FieldValues, Output>(
  schema: SchemaSource<Input, Output>,
): Resolver<Input, unknown, Output> {
  const known = resolvers.get(schema) as Resolver<Input, unknown, Output> | undefined;
  if (known !== undefined) return known;
  const load = typeof schema === 'function' ? schema : async () => schema;
  const loaded = onDemand(() =>
    Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, loadedSchema]) =>
        zodResolver(loadedSchema) as Resolver<Input, unknown, Output>,
    ),
  );
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let check: Resolver<Input, unknown, Output>;
    try {
      check = await loaded();
    } catch (error) {
      return {
        values: {},
        errors: { root: { type: 'unavailable', message: String(error) } },
      } as Awaited<ReturnType<Resolver<Input, unknown, Output>>>;
    }
    return check(values, context, options);
  };
  resolvers.set(schema, resolver);
  return resolver;
}

/** What a field of the shop's own components (ui) takes from react-hook-form's controller. */
export interface FieldProps<T> {
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
}

/** A controlled field's props: its value, its changes and its error once it shows. */
export function fieldProps<T>({ field, fieldState }: ControllerAnswer<T>): FieldProps<T> {
  return {
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    isInvalid: fieldState.invalid,
    errorMessage: fieldState.error?.message,
  };
}

interface ControllerAnswer<T> {
  field: { value: T; onChange: (value: T) => void; onBlur: () => void };
  fieldState: { invalid: boolean; error?: { message?: string | undefined } | undefined };
}
