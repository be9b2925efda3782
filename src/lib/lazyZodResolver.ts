import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver whose zod schema (and zod with it) loads when the form first
 * validates, not before the form renders: a form page's first screen needs neither.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let loaded: Promise<Resolver<Input, unknown, Output>> | null = null;
  return async (values, context, options) => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
    );
    return (await loaded)(values, context, options);
  };
}
