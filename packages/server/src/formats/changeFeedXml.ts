import { DATASET_LICENCE, LIBRARY_FIELD_LABELS, type LibraryField } from '@libatlas/contracts';
import { localized } from '@libatlas/i18n/localized';
import type { Bilingual } from '../db/schema';
import { atomXml, type AtomEntry, type AtomLink } from './atomXml';
import { catalogText, type CatalogLanguage } from '../services/catalogText';
import type { FeedEvent, FeedLibrary } from '../services/feedEvents';
import { nameBasedUuid } from '../services/nameBasedUuid';

/** The namespace of the atlas's name-based ids (a random UUID, fixed once and for ever). */
const ATLAS_NAMESPACE = '0c6a4d5e-7f3b-4c1a-9e2d-5b8f1a6c3d47';

/** An IRI for `name` that no server, host or language changes. */
function urn(name: string): string {
  return `urn:uuid:${nameBasedUuid(ATLAS_NAMESPACE, name)}`;
}

// A value set apart from the sentence around it (first-strong isolate … pop directional isolate),
// so that it takes its direction from its own letters: a Latin name or an address inside an Arabic
// sentence, or an Arabic name inside an English one, leaves the sentence's order alone.
const FSI = '\u2068';
const PDI = '\u2069';
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/** The catalog keys of a change's title and text, by what it did. */
function changeKeys(event: Extract<FeedEvent, { kind: 'change' }>): [string, string] {
  if (event.creation) {
    return [
      'feed.entry.added',
      event.change === 'seed' ? 'feed.entry.seededText' : 'feed.entry.addedText',
    ];
  }
  switch (event.change) {
    case 'seed':
      return ['feed.entry.refreshed', 'feed.entry.refreshedText'];
    case 'proposal':
      return ['feed.entry.proposal', 'feed.entry.proposalText'];
    case 'revert':
      return [
        'feed.entry.reverted',
        event.fields.length > 0 ? 'feed.entry.revertedText' : 'feed.entry.revertedNothing',
      ];
    default:
      return ['feed.entry.edited', 'feed.entry.editedText'];
  }
}

export interface ChangeFeedInput {
  /** `https://host`, which every link starts with. */
  origin: string;
  language: CatalogLanguage;
  /** The library whose feed it is; left out, the directory's. */
  library?: { id: string; name: Bilingual } | undefined;
  /** Newest first. */
  events: readonly FeedEvent[];
  /** When the data last changed: the feed's date when it has no entry. */
  updated: Date;
}

/**
 * The change feed (Atom) of the directory or of one library, in English or Arabic: each event
 * as an entry saying what happened in words (the fields an edit changed by their names in the
 * library form), with its link; no person is named. The texts are the catalogs' (`feed.*`).
 */
export function changeFeedXml({ origin, language, library, events, updated }: ChangeFeedInput) {
  const t = (key: string, values: Record<string, string | number> = {}) =>
    catalogText(language, key, values);
  const isolate = (value: string) =>
    language === 'ar' || RIGHT_TO_LEFT.test(value) ? `${FSI}${value}${PDI}` : value;
  const nameOf = (name: Bilingual | null, id: string) => isolate(localized(name, language) || id);
  const page = (path: string) => `${origin}${path}?lang=${language}`;
  const libraryPage = (id: string) => page(`/libraries/${encodeURIComponent(id)}`);
  const pageLink = (href: string): AtomLink => ({ href, type: 'text/html', hreflang: language });
  const fieldNames = (fields: readonly LibraryField[]) =>
    [...new Set(fields)]
      .map((field) => LIBRARY_FIELD_LABELS[field][language])
      .join(t('libraryEdits.listSeparator'));

  function changeEntry(event: Extract<FeedEvent, { kind: 'change' }>): AtomEntry {
    const name = nameOf(event.library.name, event.library.id);
    const values = {
      name,
      country: isolate(localized(event.library.country, language)),
      fields: fieldNames(event.fields),
    };
    const links = [pageLink(libraryPage(event.library.id))];
    if (event.change === 'proposal' && event.suggestionId !== null) {
      links.push({
        rel: 'related',
        href: page(`/suggestions/${event.suggestionId}`),
        type: 'text/html',
        title: t('feed.entry.proposalLink'),
      });
    }
    const [title, text] = changeKeys(event);
    return {
      id: `urn:uuid:${event.id}`,
      title: t(title, values),
      updated: event.at,
      links,
      content: t(text, values),
    };
  }

  function seededEntry(at: Date, seeded: readonly FeedLibrary[]): AtomEntry {
    return {
      id: urn(`seeded ${at.toISOString()}`),
      title: t('feed.entry.seedBatch', { count: seeded.length }),
      updated: at,
      links: [pageLink(page('/libraries'))],
      content: t('feed.entry.seedBatchText', {
        names: seeded
          .map((each) => nameOf(each.name, each.id))
          .join(t('libraryEdits.listSeparator')),
      }),
    };
  }

  function removedEntry(event: Extract<FeedEvent, { kind: 'removed' }>): AtomEntry {
    const id = urn(`removed ${event.library.id}`);
    const name = nameOf(event.library.name, event.library.id);
    if (event.mergedInto === null) {
      return {
        id,
        title: t('feed.entry.removed', { name }),
        updated: event.at,
        links: [],
        content: t('feed.entry.removedText', { name }),
      };
    }
    const target = nameOf(event.mergedInto.name, event.mergedInto.id);
    const url = libraryPage(event.mergedInto.id);
    return {
      id,
      title: t('feed.entry.merged', { name, target }),
      updated: event.at,
      links: [pageLink(url)],
      content: t('feed.entry.mergedText', { name, target, url: isolate(url) }),
    };
  }

  const entries = events.map((event) => {
    if (event.kind === 'change') return changeEntry(event);
    if (event.kind === 'seeded') return seededEntry(event.at, event.libraries);
    return removedEntry(event);
  });
  const self = library
    ? page(`/libraries/${encodeURIComponent(library.id)}/feed.xml`)
    : page('/feed.xml');
  return atomXml({
    id: urn(library ? `feed ${language} ${library.id}` : `feed ${language}`),
    language,
    title: library
      ? t('feed.libraryTitle', { name: nameOf(library.name, library.id) })
      : t('feed.title'),
    subtitle: t(library ? 'feed.librarySubtitle' : 'feed.subtitle'),
    updated: entries[0]?.updated ?? updated,
    links: [
      { rel: 'self', href: self, type: 'application/atom+xml' },
      pageLink(library ? libraryPage(library.id) : page('/')),
    ],
    author: { name: t('app.title'), uri: origin },
    rights: t('feed.rights', { licence: DATASET_LICENCE.name, url: DATASET_LICENCE.url }),
    entries,
  });
}
