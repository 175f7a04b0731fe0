import { describe, expect, it } from 'vitest';
import { DATASET_DOWNLOADS, DATASET_FIELDS, datasetSummarySchema, isDatasetSummary } from '../src';

function summary(): Record<string, unknown> {
  return {
    version: 42,
    updatedAt: '2026-03-02T08:00:00.000Z',
    count: 201,
    coverage: DATASET_FIELDS.map((field, index) => ({ field, count: 201 - index })),
    downloads: DATASET_DOWNLOADS.map((download) => ({
      ...download,
      bytes: 812_345,
      compressedBytes: 98_765,
    })),
  };
}

describe('isDatasetSummary (/data checks GET /api/dataset without zod)', () => {
  it('accepts what the schema accepts: a full answer, an empty directory', () => {
    const valid = [
      summary(),
      { ...summary(), count: 0, coverage: [], downloads: [] },
      JSON.parse(JSON.stringify(summary())) as unknown,
    ];
    for (const value of valid) {
      expect(datasetSummarySchema.safeParse(value).success).toBe(true);
      expect(isDatasetSummary(value)).toBe(true);
    }
  });

  const malformed: [string, unknown][] = [
    ['null', null],
    ['a list', [summary()]],
    ['no version', { ...summary(), version: undefined }],
    ['a version as text', { ...summary(), version: '42' }],
    ['no date', { ...summary(), updatedAt: undefined }],
    ['a negative count', { ...summary(), count: -1 }],
    ['a fractional count', { ...summary(), count: 1.5 }],
    ['coverage not a list', { ...summary(), coverage: { id: 201 } }],
    ['coverage of an unknown field', { ...summary(), coverage: [{ field: 'shoeSize', count: 1 }] }],
    ['coverage without its count', { ...summary(), coverage: [{ field: 'id' }] }],
    ['downloads not a list', { ...summary(), downloads: 'csv' }],
    [
      'a download of an unknown format',
      {
        ...summary(),
        downloads: [{ ...DATASET_DOWNLOADS[0], format: 'xlsx', bytes: 1, compressedBytes: 1 }],
      },
    ],
    [
      'a download without its size',
      { ...summary(), downloads: [{ ...DATASET_DOWNLOADS[0], compressedBytes: 1 }] },
    ],
    [
      'a download without its path',
      {
        ...summary(),
        downloads: [{ ...DATASET_DOWNLOADS[0], path: undefined, bytes: 1, compressedBytes: 1 }],
      },
    ],
  ];

  it.each(malformed)('refuses %s, as the schema does', (_label, value) => {
    expect(datasetSummarySchema.safeParse(value).success).toBe(false);
    expect(isDatasetSummary(value)).toBe(false);
  });
});
