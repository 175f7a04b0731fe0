import { LanguageProvider } from '@libatlas/i18n';
import { SiteThemeProvider } from '@libatlas/ui';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useSettings } from './api/settings';
import { routes } from './routes';
import { AuthProvider } from './session/AuthProvider';

function ThemedRouter() {
  const { settings } = useSettings();
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <SiteThemeProvider settings={settings}>
      <RouterProvider router={router} />
    </SiteThemeProvider>
  );
}

/** The app's providers, outermost first: language (and direction), session, then the saved site theme. */
export function App() {
  return (
    <LanguageProvider>
      <AuthProvider>
        <ThemedRouter />
      </AuthProvider>
    </LanguageProvider>
  );
}
