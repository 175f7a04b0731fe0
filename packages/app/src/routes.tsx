import type { RouteObject } from 'react-router-dom';
import { AppShell } from './layout/AppShell';
import { AboutPage } from './pages/AboutPage/AboutPage';
import { HomePage } from './pages/HomePage/HomePage';
import { LibrariesPage } from './pages/LibrariesPage/LibrariesPage';
import { LibraryDetailPage } from './pages/LibraryDetailPage/LibraryDetailPage';
import { LoginPage } from './pages/LoginPage/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage/NotFoundPage';
import { PlaceholderPage } from './pages/PlaceholderPage/PlaceholderPage';
import { ProfilePage } from './pages/ProfilePage/ProfilePage';
import { RegionsPage } from './pages/RegionsPage/RegionsPage';
import { SuggestionsPage } from './pages/SuggestionsPage/SuggestionsPage';
import { RequireUser } from './session/RequireUser';

/** Every route of spec §2, plus /login (the page a 401 on delete sends the browser to, spec §4). */
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
      {
        path: '/profile',
        element: (
          <RequireUser>
            <ProfilePage />
          </RequireUser>
        ),
      },
      { path: '/ask-lib', element: <PlaceholderPage titleKey="askLib.title" /> },
      { path: '/manage', element: <PlaceholderPage titleKey="manage.title" /> },
      { path: '/users/add', element: <PlaceholderPage titleKey="users.addTitle" /> },
      { path: '/users/:userId', element: <PlaceholderPage titleKey="users.detailsTitle" /> },
      { path: '/users/:userId/edit', element: <PlaceholderPage titleKey="users.editTitle" /> },
      { path: '/customize', element: <PlaceholderPage titleKey="customize.title" /> },
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
