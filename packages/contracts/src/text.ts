import { z } from 'zod';
import { validationMessages } from './validationMessages';

/** Upper bounds on free text, so that no client can store megabytes in a name. */
export const TEXT_LIMITS = { short: 300, medium: 1000, long: 5000 } as const;

/** A non-empty (after trimming) text of at most `max` characters, with the spec's 'Required'. */
export function requiredText(max: number = TEXT_LIMITS.short) {
  return z
    .string({ error: validationMessages.required })
    .trim()
    .min(1, { error: validationMessages.required })
    .max(max, { error: validationMessages.tooLong });
}

/** Free text that may be empty, trimmed, at most `max` characters. */
export function optionalText(max: number = TEXT_LIMITS.short) {
  return z.string().trim().max(max, { error: validationMessages.tooLong });
}

/** A text in both languages, as every bilingual field of spec §3 is stored. */
export const bilingualTextSchema = z.object({ en: z.string(), ar: z.string() });
export type BilingualText = z.infer<typeof bilingualTextSchema>;

/** A text required in both languages (spec §5: every English and Arabic field is 'Required'). */
export function requiredBilingual(max: number = TEXT_LIMITS.short) {
  return z.object({ en: requiredText(max), ar: requiredText(max) });
}

/** An email of at most 254 characters, checked with `message` (the spec has two wordings). */
export function emailSchema(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(254, { error: validationMessages.tooLong })
    .pipe(z.email({ error: message }));
}

/** An absolute http(s) URL with a real host name. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(2048, { error: validationMessages.tooLong })
  .pipe(
    z.url({
      protocol: /^https?$/,
      hostname: z.regexes.domain,
      error: validationMessages.invalidUrl,
    }),
  );

/** ISO 8601 timestamp as the API sends dates. */
export const timestampSchema = z.string();
