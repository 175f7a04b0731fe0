import { escapeXml } from './escapeXml';
import { newestDate } from '../services/newestDate';

/** One page in a sitemap: its absolute address and, when known, when it last changed. */
export interface SitemapUrl {
  loc: string;
  /** W3C Datetime (an ISO 8601 instant, as `updatedAt` is written, qualifies as it is). */
  lastmod: string | undefined;
}

/** How much one sitemap file may hold; each bound defaults to the protocol's. */
export interface SitemapLimits {
  /** `<url>` entries per file: at most 50,000 (sitemaps.org protocol 0.9). */
  maxUrls?: number | undefined;
  /** UTF-8 bytes per file, uncompressed: at most 50 MB, which the protocol counts as 52,428,800. */
  maxBytes?: number | undefined;
}

/** One sitemap file: its XML, how many URLs it lists, and the newest of their dates. */
export interface SitemapUrlset {
  xml: string;
  urlCount: number;
  /** What a sitemap index says of the file; undefined when none of its URLs is dated. */
  lastmod: string | undefined;
}

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const TAIL = '</urlset>\n';

function urlEntry({ loc, lastmod }: SitemapUrl): string {
  const date = lastmod === undefined ? '' : `<lastmod>${escapeXml(lastmod)}</lastmod>`;
  return `  <url><loc>${escapeXml(loc)}</loc>${date}</url>\n`;
}

/**
 * `urls` as sitemap files (sitemaps.org protocol 0.9, `<urlset>`), in their order, each holding
 * as many as fit within `limits`: a file is full at `maxUrls` entries, or when the next entry
 * would take it past `maxBytes`. No URLs, no file.
 */
export function sitemapUrlsets(
  urls: readonly SitemapUrl[],
  { maxUrls = 50_000, maxBytes = 52_428_800 }: SitemapLimits = {},
): SitemapUrlset[] {
  if (!(Number.isInteger(maxUrls) && maxUrls > 0)) {
    throw new RangeError(`maxUrls must be a positive integer, not ${maxUrls}`);
  }
  const files: SitemapUrlset[] = [];
  const frame = Buffer.byteLength(HEAD) + Buffer.byteLength(TAIL);
  let entries: string[] = [];
  let first = 0;
  let bytes = frame;
  const close = (end: number) => {
    files.push({
      xml: HEAD + entries.join('') + TAIL,
      urlCount: entries.length,
      lastmod: newestDate(urls.slice(first, end).map((url) => url.lastmod)),
    });
    entries = [];
    first = end;
    bytes = frame;
  };
  urls.forEach((url, index) => {
    const entry = urlEntry(url);
    const size = Buffer.byteLength(entry);
    // A file takes one entry whatever its size, so an oversized one cannot stop the writing.
    if (entries.length === maxUrls || (entries.length > 0 && bytes + size > maxBytes)) close(index);
    entries.push(entry);
    bytes += size;
  });
  if (entries.length > 0) close(urls.length);
  return files;
}
