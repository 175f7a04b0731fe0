import { z } from 'zod';
import { DATASET_FIELDS } from './datasetOptions';

/** GET /api/dataset: what `/data` shows about the dataset as of its current data version. */
export const datasetSummarySchema = z.object({
  /** The data version (it grows with every write to the directory). */
  version: z.number().int().nonnegative(),
  /** When the data last changed (ISO 8601). */
  updatedAt: z.string(),
  /** How many libraries the dataset holds. */
  count: z.number().int().nonnegative(),
  /** How many records have a value for each field (for a text in both languages: in either). */
  coverage: z.array(
    z.object({ field: z.enum(DATASET_FIELDS), count: z.number().int().nonnegative() }),
  ),
  /** Each download with its size, as sent uncompressed and as brotli sends it. */
  downloads: z.array(
    z.object({
      format: z.enum(['csv', 'geojson', 'jsonld']),
      path: z.string(),
      mediaType: z.string(),
      bytes: z.number().int().nonnegative(),
      compressedBytes: z.number().int().nonnegative(),
    }),
  ),
});
export type DatasetSummary = z.infer<typeof datasetSummarySchema>;
