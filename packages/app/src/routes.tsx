import type { RouteObject } from 'react-router-dom';
import { AppShell } from './layout/AppShell';
import { NotFoundPage } from './pages/NotFoundPage/NotFoundPage';
import { preloadLibraries } from './api/libraries';
import { lazyPage, type LazyPageOptions } from './routing/lazyPage';

// Every page is its own chunk, so a first visit carries neither the map, the admin tables nor the
// forms a visitor may never open; the public pages need only the texts bundled with the app.

/** The pages that list the libraries: their list is fetched while their code arrives. */
const browse: LazyPageOptions = { texts: 'public', prefetch: preloadLibraries };
const HomePage = lazyPage(() => import('./pages/HomePage/HomePage'), 'HomePage', browse);
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
const SuggestionsPage = lazyPage(
  () => import('./pages/SuggestionsPage/SuggestionsPage'),
  'SuggestionsPage',
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
 * Every route of spec §2, plus /login (the page a 401 on delete sends the browser to, spec §4),
 * inside the shell, which shows the error screen for a page that fails.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/libraries', element: <LibrariesPage /> },
      { path: '/libraries/:id', element: <LibraryDetailPage /> },
      { path: '/regions', element: <RegionsPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/suggestions', element: <SuggestionsPage /> },
      { path: '/profile', element: <ProfilePage /> },
      { path: '/ask-lib', element: <AskLibraryPage /> },
      { path: '/manage', element: <ManagePage /> },
      { path: '/users/add', element: <UserAddPage /> },
      { path: '/users/:userId', element: <UserDetailsPage /> },
      { path: '/users/:userId/edit', element: <UserEditPage /> },
      { path: '/customize', element: <CustomizePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
