import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppShell } from './layout/AppShell';
import { RouteError } from './layout/RouteError';
import { HomePage } from './pages/HomePage/HomePage';
import { NotFoundPage } from './pages/NotFoundPage/NotFoundPage';
import { reloadOnceForNewBuild } from './routing/reloadOnceForNewBuild';

/**
 * A page loaded on first visit: every page but Home (the landing page) is its own chunk, so the
 * first load carries neither the map, the admin tables nor the forms a visitor may never open. A
 * chunk that fails to load (a deploy replaced it) reloads the page once; a second failure is the
 * route's error.
 */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      try {
        return { Component: (await load())[name] };
      } catch (error) {
        // The page is going away: keep showing what is there rather than flash an error.
        if (reloadOnceForNewBuild()) await new Promise<never>(() => {});
        throw error;
      }
    },
  };
}

/**
 * Every route of spec §2, plus /login (the page a 401 on delete sends the browser to, spec §4), a
 * suggestion's own page and the signed-in user's notifications.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    // Shown only while the first page's chunk arrives.
    hydrateFallbackElement: <></>,
    // The shell itself failed: the error screen without it.
    errorElement: <RouteError />,
    children: [
      {
        // A page that fails shows the error screen inside the header and footer.
        errorElement: <RouteError />,
        children: [
          { path: '/', element: <HomePage /> },
          {
            path: '/libraries',
            ...page(() => import('./pages/LibrariesPage/LibrariesPage'), 'LibrariesPage'),
          },
          {
            path: '/libraries/:id',
            ...page(
              () => import('./pages/LibraryDetailPage/LibraryDetailPage'),
              'LibraryDetailPage',
            ),
          },
          {
            path: '/regions',
            ...page(() => import('./pages/RegionsPage/RegionsPage'), 'RegionsPage'),
          },
          { path: '/about', ...page(() => import('./pages/AboutPage/AboutPage'), 'AboutPage') },
          {
            path: '/suggestions',
            ...page(() => import('./pages/SuggestionsPage/SuggestionsPage'), 'SuggestionsPage'),
          },
          {
            path: '/suggestions/:id',
            ...page(() => import('./pages/SuggestionPage/SuggestionPage'), 'SuggestionPage'),
          },
          {
            path: '/notifications',
            ...page(
              () => import('./pages/NotificationsPage/NotificationsPage'),
              'NotificationsPage',
            ),
          },
          {
            path: '/profile',
            ...page(() => import('./pages/ProfilePage/ProfilePage'), 'ProfilePage'),
          },
          {
            path: '/ask-lib',
            ...page(() => import('./pages/AskLibraryPage/AskLibraryPage'), 'AskLibraryPage'),
          },
          { path: '/manage', ...page(() => import('./pages/ManagePage/ManagePage'), 'ManagePage') },
          {
            path: '/users/add',
            ...page(() => import('./pages/UserAddPage/UserAddPage'), 'UserAddPage'),
          },
          {
            path: '/users/:userId',
            ...page(() => import('./pages/UserDetailsPage/UserDetailsPage'), 'UserDetailsPage'),
          },
          {
            path: '/users/:userId/edit',
            ...page(() => import('./pages/UserEditPage/UserEditPage'), 'UserEditPage'),
          },
          {
            path: '/customize',
            ...page(() => import('./pages/CustomizePage/CustomizePage'), 'CustomizePage'),
          },
          { path: '/login', ...page(() => import('./pages/LoginPage/LoginPage'), 'LoginPage') },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
