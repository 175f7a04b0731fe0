import type { Library } from '@libatlas/contracts';
import { describe, expect, it } from 'vitest';
import type { LibraryReadCache } from '../src/cache/LibraryReadCache';
import { SitemapCache } from '../src/cache/SitemapCache';
import { libraryInput } from './helpers/testApp';

/**
 * What SitemapCache reads of the read cache: one array of libraries per data version (the
 * read cache's snapshot; GET /sitemap.xml against a real database is sitemap.test.ts's).
 */
class Versions {
  current: readonly Library[] = [];
  publish(ids: string[]): void {
    this.current = ids.map((id) => ({
      ...libraryInput({ id }),
      id,
      updatedAt: '2026-01-01T00:00:00.000Z',
    })) as unknown as Library[];
  }
  asReadCache(): LibraryReadCache {
    return { libraries: async () => this.current } as unknown as LibraryReadCache;
  }
}

describe('SitemapCache', () => {
  it('makes the sitemap once per data version and origin', async () => {
    const versions = new Versions();
    versions.publish(['a', 'b']);
    const sitemaps = new SitemapCache(versions.asReadCache());
    const first = await sitemaps.files('https://atlas.example.org');
    expect(await sitemaps.files('https://atlas.example.org')).toBe(first);
    expect(await sitemaps.files('http://localhost:3000')).not.toBe(first);

    versions.publish(['a', 'b', 'c']);
    const next = await sitemaps.files('https://atlas.example.org');
    expect(next).not.toBe(first);
    expect(next.file('libraries-1.xml').identity.toString()).toContain('/libraries/c?lang=ar');
    expect(await sitemaps.files('https://atlas.example.org')).toBe(next);
  });

  it('keeps four origins per version, dropping the oldest', async () => {
    const versions = new Versions();
    versions.publish(['a']);
    const sitemaps = new SitemapCache(versions.asReadCache());
    const origins = [1, 2, 3, 4, 5].map((n) => `http://host${n}.example`);
    const made = [];
    for (const origin of origins) made.push(await sitemaps.files(origin));
    for (const n of [1, 2, 3, 4]) expect(await sitemaps.files(origins[n]!)).toBe(made[n]);
    expect(await sitemaps.files(origins[0]!)).not.toBe(made[0]);
  });

  it('passes its limits to the files', async () => {
    const versions = new Versions();
    versions.publish(['a', 'b', 'c']);
    const files = await new SitemapCache(versions.asReadCache(), { maxUrls: 2 }).files(
      'https://atlas.example.org',
    );
    expect(files.file('libraries-3.xml').identity.toString()).toContain('/libraries/c?lang=en');
    expect(() => files.file('libraries-4.xml')).toThrow('Sitemap not found');
  });
});
