import { z } from 'zod';
import { arabicRegionName, REGION_NAMES } from './regions';
import { validationMessages } from './validationMessages';

export const regionNameSchema = z.enum(REGION_NAMES, { error: validationMessages.required });

/**
 * A library's region as the API reads it: only the English name counts; the Arabic name is filled
 * in from it whatever the client sent.
 */
export const regionInputSchema = z
  .object({ en: regionNameSchema, ar: z.string().optional() })
  .transform(({ en }) => ({ en, ar: arabicRegionName(en) }));
