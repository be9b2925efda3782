import {
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { ZodType } from 'zod';

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

function resolverOf<Input extends FieldValues, Output>(
  schema: SchemaSource<Input, Output>,
): Resolver<Input, unknown, Output> {
  const known = resolvers.get(schema) as Resolver<Input, unknown, Output> | undefined;
  if (known !== undefined) return known;
  const load = typeof schema === 'function' ? schema : async () => schema;
  let loaded: Promise<Resolver<Input, unknown, Output>> | null = null;
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, loadedSchema]) =>
        zodResolver(loadedSchema) as Resolver<Input, unknown, Output>,
    );
    return (await loaded)(values, context, options);
  };
  resolvers.set(schema, resolver);
  return resolver;
}
