// Without zod: /data, a public page, checks the answer with it on its first load.
import type { DatasetSummary } from './dataset';
import { DATASET_DOWNLOADS, DATASET_FIELDS } from './datasetOptions';
import { isOneOf, isRecord, isString } from './shapeChecks';

function isCount(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0;
}

const FORMATS = DATASET_DOWNLOADS.map(({ format }) => format);

/** Whether a value has the shape of GET /api/dataset's answer (`datasetSummarySchema`). */
export function isDatasetSummary(value: unknown): value is DatasetSummary {
  if (!isRecord(value)) return false;
  const { version, updatedAt, count, coverage, downloads } = value;
  return (
    isCount(version) &&
    isString(updatedAt) &&
    isCount(count) &&
    Array.isArray(coverage) &&
    coverage.every(
      (entry) => isRecord(entry) && isOneOf(DATASET_FIELDS, entry.field) && isCount(entry.count),
    ) &&
    Array.isArray(downloads) &&
    downloads.every(
      (entry) =>
        isRecord(entry) &&
        isOneOf(FORMATS, entry.format) &&
        isString(entry.path) &&
        isString(entry.mediaType) &&
        isCount(entry.bytes) &&
        isCount(entry.compressedBytes),
    )
  );
}
