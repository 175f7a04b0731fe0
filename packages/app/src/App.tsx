import { LanguageProvider } from '@libatlas/i18n';
import { SiteThemeProvider } from '@libatlas/ui';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useSettings } from './api/settings';
import { routes } from './routes';
import { AuthProvider } from './session/AuthProvider';
import { SettingsPreviewProvider } from './settings/SettingsPreviewProvider';
import { useSettingsPreview } from './settings/useSettingsPreview';

function ThemedRouter() {
  const { settings } = useSettings();
  const { preview } = useSettingsPreview();
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <SiteThemeProvider settings={preview ?? settings}>
      <RouterProvider router={router} />
    </SiteThemeProvider>
  );
}

/**
 * The app's providers, outermost first: language (and direction), session, the Customise page's
 * live preview, then the site theme (the preview while an admin edits it, else the saved one).
 */
export function App() {
  return (
    <LanguageProvider>
      <AuthProvider>
        <SettingsPreviewProvider>
          <ThemedRouter />
        </SettingsPreviewProvider>
      </AuthProvider>
    </LanguageProvider>
  );
}
