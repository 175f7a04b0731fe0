import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver over a zod schema: the parsed (trimmed) values on success, else each
 * field's first issue, whose message is an i18n key of the contracts (`validation.*`). It stands in
 * for `@hookform/resolvers/zod`, which this package does not depend on.
 */
export function zodResolver<TFieldValues extends FieldValues>(
  schema: ZodType,
): Resolver<TFieldValues> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      return { values: result.data as TFieldValues, errors: {} };
    }
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      errors[issue.path.join('.')] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TFieldValues> };
  };
}
