import type { Library } from '@libatlas/contracts';
import { localized, type Language } from '@libatlas/i18n';

/** The Wikidata page of an item, the `sameAs` search engines match entities by. */
function wikidataUrl(qid: string): string {
  return `https://www.wikidata.org/wiki/${encodeURIComponent(qid)}`;
}

/** Both languages' forms of a text that has them, as JSON-LD language-tagged values. */
function bilingual(text: { en: string; ar: string }) {
  return (['ar', 'en'] as const)
    .filter((language) => text[language].trim() !== '')
    .map((language) => ({ '@value': text[language].trim(), '@language': language }));
}

/**
 * A library as schema.org structured data (a `Library`) for its page in `language`: its name in
 * both languages, description, address, coordinates, contacts, picture, website and, when known,
 * its Wikidata item. Only what the record holds: nothing is guessed.
 */
export function libraryJsonLd(
  library: Library,
  language: Language,
  page: { url: string; image?: string },
): Record<string, unknown> {
  const address = localized(library.address, language).trim();
  const country = library.country.en.trim();
  const located = library.location.lat !== 0 || library.location.lng !== 0;
  const sameAs = [
    ...(library.wikidata ? [wikidataUrl(library.wikidata)] : []),
    ...(library.website ? [library.website] : []),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'Library',
    '@id': `${page.url}#library`,
    name: bilingual(library.lib_name),
    description: localized(library.description, language).trim() || undefined,
    url: library.website || page.url,
    mainEntityOfPage: page.url,
    image: page.image,
    address:
      address || country
        ? {
            '@type': 'PostalAddress',
            streetAddress: address || undefined,
            addressCountry: country || undefined,
          }
        : undefined,
    geo: located
      ? {
          '@type': 'GeoCoordinates',
          latitude: library.location.lat,
          longitude: library.location.lng,
        }
      : undefined,
    telephone: library.contact.phone || undefined,
    email: library.contact.email || undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
}
