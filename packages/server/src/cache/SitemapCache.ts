import type { Library } from '@libatlas/contracts';
import type { LibraryReadCache } from './LibraryReadCache';
import { SitemapFiles } from './SitemapFiles';
import type { SitemapLimits } from '../formats/sitemapUrlsets';

/**
 * How many origins' sitemaps are kept per data version. Their links are absolute, on PUBLIC_URL
 * (one origin) or, without it, on the Host each request names, which is the client's to choose:
 * the oldest goes first, so no run of made-up hosts can fill the memory.
 */
const MAX_ORIGINS = 4;

/**
 * The sitemap made once per data version (and origin). The read cache hands out one array of
 * libraries per version, so that array is the key: a write makes the read cache load a new one,
 * and the next read makes the sitemap again; the old one goes with the old array (a WeakMap).
 */
export class SitemapCache {
  private readonly made = new WeakMap<readonly Library[], Map<string, SitemapFiles>>();

  constructor(
    private readonly cache: LibraryReadCache,
    private readonly limits: SitemapLimits = {},
  ) {}

  async files(origin: string): Promise<SitemapFiles> {
    const libraries = await this.cache.libraries();
    let byOrigin = this.made.get(libraries);
    if (!byOrigin) {
      byOrigin = new Map();
      this.made.set(libraries, byOrigin);
    }
    let files = byOrigin.get(origin);
    if (!files) {
      files = new SitemapFiles(libraries, origin, this.limits);
      if (byOrigin.size >= MAX_ORIGINS) byOrigin.delete(byOrigin.keys().next().value!);
      byOrigin.set(origin, files);
    }
    return files;
  }
}
