import type { Library } from '@libatlas/contracts';
import { NotFoundError } from '../errors/HttpError';
import { newestDate } from '../services/newestDate';
import { PrecompressedBody } from './PrecompressedBody';
import { sitemapIndexXml } from '../formats/sitemapIndexXml';
import { sitemapUrlsets, type SitemapLimits, type SitemapUrl } from '../formats/sitemapUrlsets';

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

/** One URL per language of the page at `path`. */
function pageUrls(origin: string, path: string, lastmod: string | undefined): SitemapUrl[] {
  return PAGE_LANGUAGES.map((lang) => ({ loc: `${origin}${path}?lang=${lang}`, lastmod }));
}

/** By id, as code units compare (no locale): the order a new id cannot reshuffle. */
function byId(a: Library, b: Library): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The sitemap of the public site at `origin` as of one data version: an index (`/sitemap.xml`)
 * of files under `/sitemaps/`, each made once with its ETag and compressed forms on first use.
 * `pages-1.xml` lists the site's pages and `libraries-1.xml`, `-2`, … every library's page, in
 * both languages, a library's two side by side, the libraries by id, so a library added or
 * removed shifts the files after it by one library and leaves those before it as they were. A file holds at most `limits.maxUrls`
 * URLs (the protocol's 50,000 by default); its date in the index is the newest of its URLs'.
 */
export class SitemapFiles {
  readonly index: PrecompressedBody;
  private readonly files = new Map<string, PrecompressedBody>();

  constructor(libraries: readonly Library[], origin: string, limits: SitemapLimits = {}) {
    const newest = newestDate(libraries.map((library) => library.updatedAt));
    const groups = {
      pages: SITE_PAGES.flatMap(({ path, showsLibraries }) =>
        pageUrls(origin, path, showsLibraries ? newest : undefined),
      ),
      libraries: [...libraries]
        .sort(byId)
        .flatMap((library) =>
          pageUrls(origin, `/libraries/${encodeURIComponent(library.id)}`, library.updatedAt),
        ),
    };
    const listed: SitemapUrl[] = [];
    for (const [group, urls] of Object.entries(groups)) {
      sitemapUrlsets(urls, limits).forEach(({ xml, lastmod }, index) => {
        const name = `${group}-${index + 1}.xml`;
        this.files.set(name, new PrecompressedBody(xml));
        listed.push({ loc: `${origin}/sitemaps/${name}`, lastmod });
      });
    }
    this.index = new PrecompressedBody(sitemapIndexXml(listed));
  }

  /** The file `/sitemaps/{name}` (`libraries-2.xml`); NotFoundError for a name the index lacks. */
  file(name: string): PrecompressedBody {
    const file = this.files.get(name);
    if (!file) throw new NotFoundError('Sitemap not found');
    return file;
  }
}
