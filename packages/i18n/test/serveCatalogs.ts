import { readFileSync } from 'node:fs';
import { vi } from 'vitest';

/**
 * The catalogs as the app's server sends them: `fetch` of a catalog's URL answers the JSON file
 * (under Vitest the URLs are the files' paths from this package's root).
 */
export function serveCatalogs() {
  const root = new URL('../', import.meta.url);
  vi.stubGlobal('fetch', async (url: string) => {
    const file = new URL(`.${url}`, root);
    return new Response(readFileSync(file, 'utf8'), {
      headers: { 'content-type': 'application/json' },
    });
  });
}
