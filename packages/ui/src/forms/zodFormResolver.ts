import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { ZodType, core } from 'zod';
import { validationMessages } from '@libatlas/contracts';

const RULE_MESSAGES = new Set<string>(Object.values(validationMessages));

/** Where each form shows a field's issues when the schema reports them deeper. */
export interface ZodFormResolverOptions {
  /**
   * Fields whose inner issues are shown on the field itself: a refused entry of a list on the list,
   * a derived part of an object (the region's Arabic name) on the control that sets it.
   */
  wholeFields?: readonly string[];
}

/**
 * The message of an issue. A union (website: '' or a URL) fails as a whole with zod's generic
 * wording; the spec's rule of the branch that names one (Invalid url) is shown instead.
 */
function messageOf(issue: core.$ZodIssue): string {
  if (issue.code === 'invalid_union') {
    const rule = issue.errors.flat().find((inner) => RULE_MESSAGES.has(inner.message));
    if (rule) return rule.message;
  }
  return issue.message;
}

/**
 * A react-hook-form resolver over a contracts schema, the one the API parses: the form submits
 * exactly its output (texts trimmed, coordinates as numbers, derived fields filled in) and shows
 * each field's first issue, whose message is an i18n key of the contracts (`validation.*`).
 */
export function zodFormResolver<TFieldValues extends FieldValues, TOutput = TFieldValues>(
  schema: ZodType<TOutput>,
  { wholeFields = [] }: ZodFormResolverOptions = {},
): Resolver<TFieldValues, unknown, TOutput> {
  const fieldPath = (issue: core.$ZodIssue): string => {
    const [head] = issue.path;
    return typeof head === 'string' && wholeFields.includes(head)
      ? head
      : issue.path.map(String).join('.');
  };
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<TFieldValues> = {};
    for (const issue of result.error.issues) {
      const path = fieldPath(issue);
      if (get(errors, path) === undefined) {
        set(errors, path, { type: issue.code, message: messageOf(issue) });
      }
    }
    return { values: {}, errors };
  };
}
