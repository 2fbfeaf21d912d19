import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver whose zod schema (and zod with it) is imported on the first validation, so the pages
 * people land on first (sign-in) do not download zod before they type.
 */
export function lazyZodResolver<Values extends FieldValues>(
  loadSchema: () => Promise<ZodType<Values, Values>>,
): Resolver<Values> {
  let resolver: Promise<Resolver<Values>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Values>,
    );
    return (await resolver)(values, context, options);
  };
}
