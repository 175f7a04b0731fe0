import type { Library } from '@libatlas/contracts';

/** Every public page exists in both languages, chosen by `?lang=`; Arabic, the default, first. */
const PAGE_LANGUAGES = ['ar', 'en'] as const;

/**
 * The public pages other than the libraries' own. Home, Libraries, Regions and Open data (its
 * figures, where dataset search engines find its Dataset) show the libraries, so they change when
 * one does; About and the Suggestions board carry no date the server knows.
 */
const SITE_PAGES: readonly { path: string; showsLibraries: boolean }[] = [
  { path: '/', showsLibraries: true },
  { path: '/libraries', showsLibraries: true },
  { path: '/regions', showsLibraries: true },
  { path: '/about', showsLibraries: false },
  { path: '/data', showsLibraries: true },
  { path: '/suggestions', showsLibraries: false },
];

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

/** The latest of the libraries' updatedAt, as it is written in the data; undefined when none has one. */
function newestUpdate(libraries: readonly Library[]): string | undefined {
  let newest: string | undefined;
  for (const { updatedAt } of libraries) {
    if (
      updatedAt !== undefined &&
      (newest === undefined || Date.parse(updatedAt) > Date.parse(newest))
    ) {
      newest = updatedAt;
    }
  }
  return newest;
}

/** One `<url>` per language of the page at `path`. */
function pageEntries(origin: string, path: string, lastmod: string | undefined): string[] {
  const date = lastmod === undefined ? '' : `<lastmod>${escapeXml(lastmod)}</lastmod>`;
  return PAGE_LANGUAGES.map(
    (lang) => `  <url><loc>${escapeXml(`${origin}${path}?lang=${lang}`)}</loc>${date}</url>`,
  );
}

/**
 * The sitemap (sitemaps.org protocol 0.9) of the public site at `origin`: the site's pages and
 * every library's page, each in both languages, a library's page dated by its `updatedAt` (an ISO
 * 8601 instant, which W3C Datetime and xsd:dateTime accept as written).
 *
 * One sitemap file may list at most 50,000 URLs (and 50 MB uncompressed). Ten site URLs plus two
 * per library leave room for 24,995 libraries; the directory has about 200, so there is no
 * sitemap index to split it over.
 */
export function sitemapXml(origin: string, libraries: readonly Library[]): string {
  const newest = newestUpdate(libraries);
  const entries = [
    ...SITE_PAGES.flatMap(({ path, showsLibraries }) =>
      pageEntries(origin, path, showsLibraries ? newest : undefined),
    ),
    ...libraries.flatMap((library) =>
      pageEntries(origin, `/libraries/${encodeURIComponent(library.id)}`, library.updatedAt),
    ),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
