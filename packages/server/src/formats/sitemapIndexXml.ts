import { escapeXml } from './escapeXml';
import type { SitemapUrl } from './sitemapUrlsets';

/**
 * A sitemap index (sitemaps.org protocol 0.9, `<sitemapindex>`): one `<sitemap>` per file, its
 * absolute address and the date it last changed (left out when unknown). The protocol allows
 * 50,000 files per index; at 50,000 URLs a file, the directory stays far below that.
 */
export function sitemapIndexXml(sitemaps: readonly SitemapUrl[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps.map(({ loc, lastmod }) => {
      const date = lastmod === undefined ? '' : `<lastmod>${escapeXml(lastmod)}</lastmod>`;
      return `  <sitemap><loc>${escapeXml(loc)}</loc>${date}</sitemap>`;
    }),
    '</sitemapindex>',
    '',
  ].join('\n');
}
