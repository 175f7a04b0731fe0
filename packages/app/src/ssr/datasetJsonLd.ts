import {
  DATASET_DESCRIPTION,
  DATASET_FIELDS,
  DATASET_LICENCE,
  DATASET_TITLE,
  type DatasetSummary,
} from '@libatlas/contracts';
import { LANGUAGES, type Language } from '@libatlas/i18n';

/**
 * The directory as schema.org structured data (a `Dataset`) for the Open data page, so that
 * dataset search engines find it: its title and description in the page's language (as the
 * JSON-LD download states them), its licence, when its data last changed and which version that
 * is, the atlas as its creator, its fields, and the three downloads at their absolute addresses
 * with their media types.
 */
export function datasetJsonLd(
  summary: DatasetSummary,
  language: Language,
  page: { url: string; origin: string },
): Record<string, unknown> {
  const atlas = { '@type': 'Organization', name: DATASET_TITLE[language], url: `${page.origin}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    '@id': `${page.url}#dataset`,
    name: DATASET_TITLE[language],
    description: DATASET_DESCRIPTION[language],
    url: page.url,
    license: DATASET_LICENCE.url,
    isAccessibleForFree: true,
    inLanguage: [...LANGUAGES],
    dateModified: summary.updatedAt,
    version: String(summary.version),
    creator: atlas,
    publisher: atlas,
    variableMeasured: [...DATASET_FIELDS],
    distribution: summary.downloads.map((download) => ({
      '@type': 'DataDownload',
      encodingFormat: download.mediaType,
      contentUrl: new URL(download.path, page.origin).href,
    })),
  };
}
