import { LanguageProvider } from '@libatlas/i18n';
import { SiteThemeProvider } from '@libatlas/ui';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { useSettings } from './api/settings';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary';
import { routes } from './routes';
import { AuthProvider } from './session/AuthProvider';
import { SettingsPreviewProvider } from './settings/SettingsPreviewProvider';
import { useSettingsPreview } from './settings/useSettingsPreview';

function AppRoutes() {
  return useRoutes(routes);
}

function ThemedRouter() {
  const { settings } = useSettings();
  const { preview } = useSettingsPreview();
  return (
    <SiteThemeProvider settings={preview ?? settings}>
      <BrowserRouter>
        {/* The shell itself failed: the error screen without it. */}
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
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
