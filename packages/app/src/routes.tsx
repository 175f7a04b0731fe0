import { EMBED_MAP_PATH } from '@libatlas/contracts';
import type { Language } from '@libatlas/i18n';
import { Suspense } from 'react';
import { matchPath, type RouteObject } from 'react-router-dom';
import { AppShell } from './layout/AppShell';
import { MarkReady } from './layout/MarkReady';
import { NotFoundPage } from './pages/NotFoundPage/NotFoundPage';
import { lazyPage, type LazyPage, type LazyPageOptions } from './routing/lazyPage';

// Every page is its own chunk, so a first visit carries neither the map, the admin tables nor the
// forms a visitor may never open; the public pages need only the texts bundled with the app.

/**
 * The pages that list the libraries: each asks the server for one page of a search, or for the
 * map's clusters in view, once drawn; none fetches the whole directory ahead (at 20,000 libraries
 * that was a megabyte before the first card, issue 32).
 */
const browse: LazyPageOptions = { texts: 'public' };
const HomePage = lazyPage(() => import('./pages/HomePage/HomePage'), 'HomePage', {
  texts: 'public',
  // Home shows the directory's summary; the list only once the reader searches.
  prefetch: () => void import('./api/directory').then((module) => module.preloadDirectorySummary()),
});
const LibrariesPage = lazyPage(
  () => import('./pages/LibrariesPage/LibrariesPage'),
  'LibrariesPage',
  browse,
);
const LibraryDetailPage = lazyPage(
  () => import('./pages/LibraryDetailPage/LibraryDetailPage'),
  'LibraryDetailPage',
  { texts: 'public' },
);
const RegionsPage = lazyPage(
  () => import('./pages/RegionsPage/RegionsPage'),
  'RegionsPage',
  browse,
);
const AboutPage = lazyPage(() => import('./pages/AboutPage/AboutPage'), 'AboutPage', {
  texts: 'public',
});
// Its many texts (each field's meaning) are not bundled with the app: the page brings them.
const DataPage = lazyPage(() => import('./pages/DataPage/DataPage'), 'DataPage', {
  prefetch: () => void import('./api/dataset').then((module) => module.preloadDatasetSummary()),
});
const EmbedMapPage = lazyPage(
  () => import('./pages/EmbedMapPage/EmbedMapPage'),
  'EmbedMapPage',
  browse,
);
const SuggestionsPage = lazyPage(
  () => import('./pages/SuggestionsPage/SuggestionsPage'),
  'SuggestionsPage',
);
const SuggestionPage = lazyPage(
  () => import('./pages/SuggestionPage/SuggestionPage'),
  'SuggestionPage',
);
const NotificationsPage = lazyPage(
  () => import('./pages/NotificationsPage/NotificationsPage'),
  'NotificationsPage',
);
const ProfilePage = lazyPage(() => import('./pages/ProfilePage/ProfilePage'), 'ProfilePage');
const AskLibraryPage = lazyPage(
  () => import('./pages/AskLibraryPage/AskLibraryPage'),
  'AskLibraryPage',
);
const ManagePage = lazyPage(() => import('./pages/ManagePage/ManagePage'), 'ManagePage');
const UserAddPage = lazyPage(() => import('./pages/UserAddPage/UserAddPage'), 'UserAddPage');
const UserDetailsPage = lazyPage(
  () => import('./pages/UserDetailsPage/UserDetailsPage'),
  'UserDetailsPage',
);
const UserEditPage = lazyPage(() => import('./pages/UserEditPage/UserEditPage'), 'UserEditPage');
const CustomizePage = lazyPage(
  () => import('./pages/CustomizePage/CustomizePage'),
  'CustomizePage',
);
const LoginPage = lazyPage(() => import('./pages/LoginPage/LoginPage'), 'LoginPage');

/**
 * Every page of spec §2, plus /login (the page a 401 on delete sends the browser to, spec §4), a
 * suggestion's own page, the signed-in user's notifications, the open data and the embeddable map.
 * `bare`: drawn alone, without the shell's header and footer (the map inside another site).
 */
const pages: { path: string; Page: LazyPage; bare?: true }[] = [
  { path: '/', Page: HomePage },
  { path: '/libraries', Page: LibrariesPage },
  { path: '/libraries/:id', Page: LibraryDetailPage },
  { path: '/regions', Page: RegionsPage },
  { path: '/about', Page: AboutPage },
  { path: '/data', Page: DataPage },
  { path: EMBED_MAP_PATH, Page: EmbedMapPage, bare: true },
  { path: '/suggestions', Page: SuggestionsPage },
  { path: '/suggestions/:id', Page: SuggestionPage },
  { path: '/notifications', Page: NotificationsPage },
  { path: '/profile', Page: ProfilePage },
  { path: '/ask-lib', Page: AskLibraryPage },
  { path: '/manage', Page: ManagePage },
  { path: '/users/add', Page: UserAddPage },
  { path: '/users/:userId', Page: UserDetailsPage },
  { path: '/users/:userId/edit', Page: UserEditPage },
  { path: '/customize', Page: CustomizePage },
  { path: '/login', Page: LoginPage },
];

/** The paths of every page (anything else is the not-found page). */
export const pagePaths: readonly string[] = pages.map(({ path }) => path);

/**
 * The routes: the bare pages alone (marked ready once drawn, as the shell marks the others), the
 * others inside the shell, which shows the error screen for a page that fails.
 */
export const routes: RouteObject[] = [
  ...pages
    .filter(({ bare }) => bare)
    .map(({ path, Page }) => ({
      path,
      element: (
        <Suspense fallback={null}>
          <MarkReady />
          <Page />
        </Suspense>
      ),
    })),
  {
    element: <AppShell />,
    children: [
      ...pages.filter(({ bare }) => !bare).map(({ path, Page }) => ({ path, element: <Page /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Starts loading the page a first visit opens (its code, its texts in `language`, and its data
 * unless the server sent that with the page) while the app itself starts, rather than once React
 * reaches it; settles once the code and texts are there.
 */
export function preloadPage(
  pathname: string,
  language: Language,
  withData: boolean,
): Promise<void> {
  const page = pages.find(({ path }) => matchPath(path, pathname))?.Page;
  return page ? page.preload(language, withData) : Promise.resolve();
}
