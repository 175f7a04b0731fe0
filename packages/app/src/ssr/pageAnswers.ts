import { REGION_NAMES } from '@libatlas/contracts';
import type { Language } from '@libatlas/i18n';
import { matchPath } from 'react-router-dom';
import { datasetKey } from '../api/dataset';
import { directoryKey } from '../api/directory';
import { directorySearchKey } from '../api/directorySearch';
import { libraryKey } from '../api/libraries';
import { historySummaryKey } from '../api/libraryHistorySummary';
import { libraryListKey } from '../api/libraryList';
import { settingsKey } from '../api/settings';
import { suggestionKey, suggestionListKey } from '../api/suggestions';
import { librariesQuery } from '../pages/LibrariesPage/librariesQuery';
import { regionQuery } from '../pages/RegionsPage/regionQuery';
import { suggestionsQuery } from '../pages/SuggestionsPage/suggestionsQuery';
import { pagePaths } from '../routes';

type Answers = (
  params: Record<string, string | undefined>,
  search: URLSearchParams,
  language: Language,
) => string[];

/**
 * The public pages the server draws, with the API answers each is drawn from (as SWR keys them,
 * paths under /api): exactly those its hooks read on their first render, so the hydration reads
 * the same. Every page also reads the site's settings.
 */
const PUBLIC_PAGES: [path: string, answers: Answers][] = [
  // A search in the address (`/?q=`) shows the first page of its results, asked in the page's
  // language.
  [
    '/',
    (_params, search, language) => {
      const q = search.get('q')?.trim();
      return [directoryKey, ...(q ? [directorySearchKey({ q, lang: language })] : [])];
    },
  ],
  // The page of the search in the address (in the map view, its count; the map asks for what is
  // in view); Open now, which the server draws as loading, reads the whole list.
  [
    '/libraries',
    (_params, search, language) => {
      const query = librariesQuery(search);
      if (query.openNow) return [];
      const { search: q, region, page } = query;
      return [directorySearchKey({ q, region, lang: language, page })];
    },
  ],
  ['/libraries/:id', ({ id = '' }) => [libraryKey(id), historySummaryKey(id)]],
  // Each region's count and first cards; the map's libraries are the browser's to ask.
  [
    '/regions',
    (_params, _search, language) =>
      REGION_NAMES.map((region) => directorySearchKey(regionQuery(region, language))),
  ],
  ['/about', () => []],
  ['/data', () => [datasetKey]],
  // Where Login leads when the app's code is not running: it says signing in needs it.
  ['/login', () => []],
  ['/suggestions/:id', ({ id = '' }) => [suggestionKey(id)]],
];

/**
 * The path as the app's router matches it, each part decoded (a `/` in one stays `%2F`, which the
 * match turns back), so that a page's data is asked under the very key its hook reads: an id written
 * with escapes (`%3C`, `%20`) was asked encoded twice, and the page, missing its data, fell back to
 * the shell with a 200 instead of its not-found page.
 */
function routerPath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((part) => decodeURIComponent(part).replaceAll('/', '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/**
 * Whether the server draws the page at `pathname`: the public pages, and any address that names
 * no page (the not-found page, with its 404). The others, whose content depends on who is signed
 * in, are drawn by the browser alone.
 */
export function drawnOnServer(pathname: string): boolean {
  const path = routerPath(pathname);
  if (matchPath('/suggestions', path)) return true;
  if (PUBLIC_PAGES.some(([pattern]) => matchPath(pattern, path))) return true;
  return !pagePaths.some((pattern) => matchPath(pattern, path));
}

/**
 * The API answers (paths under /api) the server needs for the page at `url` in `language`: the
 * site's settings (its look, its fonts), and for a page it draws, what that page shows.
 */
export function pageAnswers(url: string, language: Language): string[] {
  const { pathname: encoded, searchParams } = new URL(url, 'http://localhost');
  if (!drawnOnServer(encoded)) return [settingsKey];
  const pathname = routerPath(encoded);
  if (matchPath('/suggestions', pathname)) {
    // The board as the address orders and narrows it, searched in the page's language; the
    // library filter's names come from the whole list.
    const query = suggestionsQuery(searchParams);
    return [
      settingsKey,
      suggestionListKey({ ...query, lang: language }),
      ...(query.library ? [libraryListKey] : []),
    ];
  }
  for (const [path, answers] of PUBLIC_PAGES) {
    const match = matchPath(path, pathname);
    if (match) return [settingsKey, ...answers(match.params, searchParams, language)];
  }
  return [settingsKey];
}
