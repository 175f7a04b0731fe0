import { z } from 'zod';
import { languageNameSchema } from './languages';
import { arabicRegionName, DEFAULT_REGION, regionInputSchema } from './regions';
import {
  bilingualTextSchema,
  emailSchema,
  httpUrlSchema,
  requiredBilingual,
  requiredText,
  TEXT_LIMITS,
  timestampSchema,
} from './text';
import { validationMessages } from './validationMessages';

/** Where an uploaded image lives: the upload answer's `url` (`/uploads/{name}`). */
export const UPLOAD_PATH_PATTERN = /^\/uploads\/[A-Za-z0-9._-]+$/;

/**
 * A decimal-degrees coordinate. Input that does not parse as a number becomes 0 (spec §5); a number
 * outside the coordinate's range is an error rather than a silently wrong map pin.
 */
function coordinate(limit: number, message: string) {
  return z.preprocess(
    (value) => {
      const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
      return Number.isFinite(n) ? n : 0;
    },
    z.number().min(-limit, { error: message }).max(limit, { error: message }),
  );
}

export const locationSchema = z.object({
  lat: coordinate(90, validationMessages.latitudeRange),
  lng: coordinate(180, validationMessages.longitudeRange),
});
export type Location = z.infer<typeof locationSchema>;

export const DEFAULT_LOCATION: Location = { lat: 0, lng: 0 };

/** A library image: a path from the upload endpoint or a full http(s) URL; '' for none. */
export const libraryImageSchema = z.union([
  z.literal(''),
  z.string().regex(UPLOAD_PATH_PATTERN, { error: validationMessages.invalidUrl }),
  httpUrlSchema,
]);

/** A library as the API answers it (spec §3). */
export const librarySchema = z.object({
  id: z.string(),
  lib_name: bilingualTextSchema,
  country: bilingualTextSchema,
  region: bilingualTextSchema,
  description: bilingualTextSchema,
  address: bilingualTextSchema,
  operatingHours: bilingualTextSchema,
  website: z.union([z.literal(''), httpUrlSchema]),
  image: z.string().optional(),
  languages: z.array(z.string()),
  location: locationSchema,
  contact: z.object({
    phone: z.string(),
    email: z.union([z.literal(''), emailSchema(validationMessages.invalidEmail)]),
  }),
  createdAt: timestampSchema.optional(),
  updatedAt: timestampSchema.optional(),
});
export type Library = z.infer<typeof librarySchema>;

/** A readable, URL-safe id such as `fr-bnf`. */
export const libraryIdSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,63}$/, { error: validationMessages.invalidChoice });

/**
 * What the library form sends on create and update, with every rule of spec §5. The server parses
 * the same schema, so a rule the form shows is a rule the API enforces.
 */
export const libraryInputSchema = z.object({
  id: libraryIdSchema.optional(),
  lib_name: requiredBilingual(),
  country: requiredBilingual(),
  region: regionInputSchema,
  description: requiredBilingual(TEXT_LIMITS.long),
  address: requiredBilingual(TEXT_LIMITS.medium),
  operatingHours: requiredBilingual(TEXT_LIMITS.medium),
  website: z.union([z.literal(''), httpUrlSchema]).default(''),
  image: libraryImageSchema.default(''),
  languages: z
    .array(languageNameSchema)
    .max(23)
    .default([])
    .transform((list) => [...new Set(list)]),
  location: locationSchema.default({ lat: 0, lng: 0 }),
  contact: z.object({
    phone: requiredText(40),
    email: z
      .string({ error: validationMessages.required })
      .trim()
      .min(1, { error: validationMessages.required })
      .pipe(emailSchema(validationMessages.invalidEmail)),
  }),
});
export type LibraryInput = z.input<typeof libraryInputSchema>;
export type LibraryPayload = z.output<typeof libraryInputSchema>;

/** The library form's empty state: add mode (spec §4), region Middle East, location 0,0. */
export function emptyLibraryInput(): LibraryInput {
  const empty = { en: '', ar: '' };
  return {
    lib_name: { ...empty },
    country: { ...empty },
    region: { en: DEFAULT_REGION, ar: arabicRegionName(DEFAULT_REGION) },
    description: { ...empty },
    address: { ...empty },
    operatingHours: { ...empty },
    website: '',
    image: '',
    languages: [],
    location: { lat: 0, lng: 0 },
    contact: { phone: '', email: '' },
  };
}
