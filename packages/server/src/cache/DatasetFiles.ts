import {
  DATASET_DOWNLOADS,
  type DatasetFormat,
  type DatasetSummary,
  type Library,
} from '@libatlas/contracts';
import { datasetCoverage } from '../formats/datasetCoverage';
import { datasetCsv } from '../formats/datasetCsv';
import type { DatasetEdition } from './DatasetEdition';
import { datasetGeoJson } from '../formats/datasetGeoJson';
import { datasetJsonLd } from '../formats/datasetJsonLd';
import { datasetRecord } from '../formats/datasetRecord';
import { PrecompressedBody } from './PrecompressedBody';

/** The summary as JSON text, checked against datasetSummarySchema (LibraryReadCache's way). */
export type SerializeSummary = (summary: DatasetSummary) => string;

/**
 * When the data last changed: the latest `updatedAt` of the libraries or the last removal,
 * whichever came later (the epoch for an empty directory that never had a library).
 */
function lastUpdate(libraries: readonly Library[], lastRemovedAt: string | undefined): string {
  let latest = lastRemovedAt ? Date.parse(lastRemovedAt) : 0;
  for (const library of libraries) {
    const time = library.updatedAt ? Date.parse(library.updatedAt) : 0;
    if (time > latest) latest = time;
  }
  return new Date(latest).toISOString();
}

/**
 * The dataset as of one data version, its links on one origin: the three downloads, each made
 * once (text, ETag, compressed forms on first use), and GET /api/dataset's summary of them.
 */
export class DatasetFiles {
  readonly edition: DatasetEdition;
  private readonly bodies: Record<DatasetFormat, PrecompressedBody>;
  private summaryBody: Promise<PrecompressedBody> | undefined;

  constructor(
    private readonly libraries: readonly Library[],
    {
      version,
      origin,
      lastRemovedAt,
    }: { version: number; origin: string; lastRemovedAt: string | undefined },
    private readonly serialize: SerializeSummary,
  ) {
    this.edition = { version, updatedAt: lastUpdate(libraries, lastRemovedAt), origin };
    const records = libraries.map((library) => datasetRecord(library, origin));
    this.bodies = {
      csv: new PrecompressedBody(datasetCsv(records)),
      geojson: new PrecompressedBody(JSON.stringify(datasetGeoJson(records, this.edition))),
      jsonld: new PrecompressedBody(JSON.stringify(datasetJsonLd(records, this.edition))),
    };
  }

  download(format: DatasetFormat): PrecompressedBody {
    return this.bodies[format];
  }

  /** The summary, with each download's size as sent plain and as Brotli (made for it). */
  summary(): Promise<PrecompressedBody> {
    this.summaryBody ??= (async () => {
      const downloads = await Promise.all(
        DATASET_DOWNLOADS.map(async ({ format, path, mediaType }) => {
          const body = this.bodies[format];
          const compressed = await body.bytes('br');
          return {
            format,
            path,
            mediaType,
            bytes: body.identity.length,
            compressedBytes: compressed.length,
          };
        }),
      );
      const summary: DatasetSummary = {
        version: this.edition.version,
        updatedAt: this.edition.updatedAt,
        count: this.libraries.length,
        coverage: datasetCoverage(this.libraries),
        downloads,
      };
      return new PrecompressedBody(this.serialize(summary));
    })();
    const made = this.summaryBody;
    made.catch(() => {
      if (this.summaryBody === made) this.summaryBody = undefined;
    });
    return made;
  }
}
