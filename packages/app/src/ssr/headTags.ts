import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@libatlas/i18n';
import { libraryImageUrl } from '@libatlas/ui';
import type { TFunction } from 'i18next';
import { documentTitle } from '../head/documentTitle';
import type { PageHeadFields } from '../head/PageHeadContext';
import { datasetJsonLd } from './datasetJsonLd';
import { escapeHtml } from './escapeHtml';
import { LANGUAGE_PARAMETER } from './languageAsked';
import { libraryJsonLd } from './libraryJsonLd';
import { scriptJson } from './scriptJson';

/** Search results show about this much of a description; a longer one is cut at a word. */
const DESCRIPTION_LENGTH = 200;

/** Open Graph's name of each language's locale. */
const OG_LOCALE: Record<Language, string> = { ar: 'ar_AR', en: 'en_US' };

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:،؛]+$/, '')}…`;
}

/** The address of a page in one language: the one search engines list and link previews show. */
function languageUrl(origin: string, pathname: string, language: Language): string {
  return `${origin}${pathname}?${LANGUAGE_PARAMETER}=${language}`;
}

/** A `<link>` that names a change feed (Atom) of the site. */
function feedLink(href: string, title: string): string {
  return `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(title)}" href="${escapeHtml(href)}">`;
}

export interface HeadInput {
  /** What the page said of itself while it was drawn. */
  fields: PageHeadFields;
  language: Language;
  /** The texts of `language`. */
  t: TFunction;
  /** `https://host`, for absolute links. */
  origin: string;
  /** The page's path (no query). */
  pathname: string;
}

/**
 * The `<head>` of a page drawn by the server, in its language: title and description; for a page
 * that exists, its canonical address (`?lang=` of its language), its versions in each language
 * (hreflang, Arabic as the default), Open Graph and Twitter card tags for link previews, and the
 * schema.org data of a library's page (a `Library`) and of the Open data page (a `Dataset`);
 * `noindex` for a page that does not exist.
 */
export function headTags({ fields, language, t, origin, pathname }: HeadInput): string {
  const site = t('app.title');
  const title = documentTitle(site, fields.name);
  const description = shortened(
    fields.description?.trim() ||
      (fields.describedBy ? t(fields.describedBy) : '') ||
      t('head.home'),
  );
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
  ];
  if (fields.notFound) {
    tags.push('<meta name="robots" content="noindex">');
    return tags.join('');
  }
  const canonical = languageUrl(origin, pathname, language);
  const image = fields.library && libraryImageUrl(fields.library.image);
  const absolute = image ? new URL(image, origin).href : undefined;
  // A preview fetches the picture from elsewhere: only a web address will do (not inline data).
  const imageUrl = absolute && /^https?:/i.test(absolute) ? absolute : undefined;
  tags.push(
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...LANGUAGES.map(
      (other) =>
        `<link rel="alternate" hreflang="${other}" href="${escapeHtml(languageUrl(origin, pathname, other))}">`,
    ),
    // The default, for readers of any other language: Arabic (spec §4), at its own address, so the
    // address without `?lang=` (which follows a reader's cookie) is in no language's place.
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(languageUrl(origin, pathname, DEFAULT_LANGUAGE))}">`,
    // The change feeds in the page's language, which feed readers find from any page: the
    // directory's, and on a library's page its own.
    feedLink(languageUrl(origin, '/feed.xml', language), t('feed.link')),
    ...(fields.library
      ? [
          feedLink(
            languageUrl(
              origin,
              `/libraries/${encodeURIComponent(fields.library.id)}/feed.xml`,
              language,
            ),
            t('feed.libraryLink', { name: fields.name ?? fields.library.id }),
          ),
        ]
      : []),
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(site)}">`,
    `<meta property="og:title" content="${escapeHtml(fields.name ?? site)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[language]}">`,
    ...LANGUAGES.filter((other) => other !== language).map(
      (other) => `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}">`,
    ),
    `<meta name="twitter:card" content="${imageUrl ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(fields.name ?? site)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
  );
  if (imageUrl) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(imageUrl)}">`,
      `<meta name="twitter:image" content="${escapeHtml(imageUrl)}">`,
    );
  }
  if (fields.library) {
    const data = libraryJsonLd(fields.library, language, { url: canonical, image: imageUrl });
    tags.push(`<script type="application/ld+json">${scriptJson(JSON.stringify(data))}</script>`);
  }
  if (fields.dataset) {
    const data = datasetJsonLd(fields.dataset, language, { url: canonical, origin });
    tags.push(`<script type="application/ld+json">${scriptJson(JSON.stringify(data))}</script>`);
  }
  return tags.join('');
}
