import { z } from 'zod';
import { validationMessages } from './validationMessages';

/**
 * A record's version as an edit names it: the record's `updatedAt` as the API gave it (an ISO 8601
 * instant). Anything that does not read as an instant is a 400, never a silent mismatch.
 */
export const versionStampSchema = z
  .string()
  .refine((text) => !Number.isNaN(Date.parse(text)), { error: validationMessages.invalidDate });
