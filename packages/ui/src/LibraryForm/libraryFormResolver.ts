import { get, set, type FieldErrors, type Resolver } from 'react-hook-form';
import { libraryInputSchema, validationMessages, type LibraryPayload } from '@libatlas/contracts';
import type { LibraryFormValues } from './libraryFormValues.ts';

type Issue = NonNullable<
  ReturnType<typeof libraryInputSchema.safeParse>['error']
>['issues'][number];

const RULE_MESSAGES = new Set<string>(Object.values(validationMessages));

/**
 * Where an issue is shown: a refused entry of the languages list on the list, and the region's on
 * its select (only its English name is chosen).
 */
function fieldPath(issue: Issue): string {
  const [head] = issue.path;
  return head === 'languages' || head === 'region' ? head : issue.path.map(String).join('.');
}

/**
 * The message of an issue. A union (website: '' or a URL; image: '', a path or a URL) fails as a
 * whole with zod's generic wording; the rule of the branch that names one (Invalid url) is shown.
 */
function messageOf(issue: Issue): string {
  if (issue.code === 'invalid_union') {
    const rule = issue.errors.flat().find((inner) => RULE_MESSAGES.has(inner.message));
    if (rule) return rule.message;
  }
  return issue.message;
}

/**
 * The library form's resolver: `libraryInputSchema`, the schema the API parses, so the form shows
 * every rule of spec §5 with the API's own messages (i18n keys) and submits exactly its output
 * (the region's Arabic name filled in, the coordinates as numbers, the texts trimmed). The first
 * issue of each field is kept.
 */
export const libraryFormResolver: Resolver<LibraryFormValues, unknown, LibraryPayload> = async (
  values,
) => {
  const result = await libraryInputSchema.safeParseAsync(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<LibraryFormValues> = {};
  for (const issue of result.error.issues) {
    const path = fieldPath(issue);
    if (get(errors, path) === undefined) {
      set(errors, path, { type: issue.code, message: messageOf(issue) });
    }
  }
  return { values: {}, errors };
};
