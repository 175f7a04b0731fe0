import { z } from 'zod';
import { languageNameSchema } from './languageSchema';
import { locationSchema } from './library';
import { LIBRARY_FIELDS, PROPOSABLE_FIELDS } from './libraryFields';
import {
  bilingualTextSchema,
  emailSchema,
  httpUrlSchema,
  optionalText,
  requiredBilingual,
  TEXT_LIMITS,
  timestampSchema,
} from './text';
import { validationMessages } from './validationMessages';

export const libraryFieldSchema = z.enum(LIBRARY_FIELDS, {
  error: validationMessages.invalidChoice,
});
export const proposableFieldSchema = z.enum(PROPOSABLE_FIELDS, {
  error: validationMessages.invalidChoice,
});

/** A field's value in a change: a text in both languages, a text, a list, a point, or none. */
export const libraryFieldValueSchema = z.union([
  z.string(),
  z.array(z.string()),
  bilingualTextSchema,
  z.object({ lat: z.number(), lng: z.number() }),
  z.null(),
]);

/** One field of a change, with its value before and after. */
export const libraryFieldChangeSchema = z.object({
  field: libraryFieldSchema,
  old: libraryFieldValueSchema,
  new: libraryFieldValueSchema,
});

/**
 * The proposed values of "Suggest an edit", by the library's own field names (spec §3): only the
 * fields the reader changed need be sent; one equal to the library's current value is dropped.
 */
export const libraryProposalChangesSchema = z.object({
  lib_name: requiredBilingual().optional(),
  address: requiredBilingual(TEXT_LIMITS.medium).optional(),
  operatingHours: requiredBilingual(TEXT_LIMITS.medium).optional(),
  contact: z
    .object({
      phone: optionalText(40).optional(),
      email: z
        .string()
        .trim()
        .pipe(z.union([z.literal(''), emailSchema(validationMessages.invalidEmail)]))
        .optional(),
    })
    .optional(),
  website: z.union([z.literal(''), httpUrlSchema]).optional(),
  languages: z
    .array(languageNameSchema)
    .max(23, { error: validationMessages.tooMany })
    .transform((list) => [...new Set(list)])
    .optional(),
  location: locationSchema.optional(),
});
export type LibraryProposalChanges = z.input<typeof libraryProposalChangesSchema>;

/**
 * POST /api/libraries/{id}/proposals (and PUT /api/suggestions/{id}/proposal, its author's
 * correction): the changed fields, the URL that shows them (required) and a note.
 */
export const libraryProposalInputSchema = z.object({
  changes: libraryProposalChangesSchema,
  source: z
    .string({ error: validationMessages.required })
    .trim()
    .min(1, { error: validationMessages.required })
    .pipe(httpUrlSchema),
  note: optionalText(TEXT_LIMITS.medium).default(''),
});
export type LibraryProposalInput = z.input<typeof libraryProposalInputSchema>;
export type LibraryProposalPayload = z.output<typeof libraryProposalInputSchema>;

/** The proposal a suggestion carries: the library, each field old → new, source, note, outcome. */
export const libraryProposalSchema = z.object({
  /** The library proposed for; null once it is deleted. */
  libraryId: z.string().nullable(),
  /** Its name when the proposal was made (or last corrected). */
  libraryName: bilingualTextSchema,
  /** The library's revision the old values were read at. */
  revision: z.number().int(),
  changes: z.array(libraryFieldChangeSchema),
  source: z.string(),
  note: z.string(),
  /** The fields an admin applied; null until applied. */
  appliedFields: z.array(libraryFieldSchema).nullable(),
  appliedAt: timestampSchema.nullable(),
});
export type LibraryProposal = z.infer<typeof libraryProposalSchema>;
